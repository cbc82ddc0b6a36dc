import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ALL_PAGES_KEY, edgeHeaders, surrogateKey, surrogateKeys } from "./edge.server";
import { cloudflareTarget, EdgePurger, EdgeUrlIndex, fastlyTarget, varnishTarget } from "./edge-purge.server";
import { silentLogger } from "~/lib/logger.server";

const TOKEN = "a-purge-token-of-thirty-two-characters";

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

/** A loopback stand-in for a purge API: records each request and answers with `answer` (status, JSON). */
async function fakeApi(answer: (seen: Seen) => [number, unknown] = () => [200, { status: "ok" }]) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      const request = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(request);
      const [status, json] = answer(request);
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  open.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}
const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

describe("surrogate keys", () => {
  it("name each content answer a page read, short and header-safe, plus the all-pages key", () => {
    expect(surrogateKey("site")).toBe("act-site");
    expect(surrogateKey('insight:{"slug":"drug-courts-and-data"}')).toMatch(/^act-insight-[0-9a-f]{8}$/);
    expect(surrogateKey('insight:{"slug":"a"}')).not.toBe(surrogateKey('insight:{"slug":"b"}'));
    expect(surrogateKey('insight:{"slug":"ü ,\\"x"}')).toMatch(/^[\w-]+$/);
    expect(surrogateKeys(["testimonials", "site", "site"])).toEqual([ALL_PAGES_KEY, "act-site", "act-testimonials"]);
  });

  it("go in Surrogate-Key space-separated or Cache-Tag comma-separated, with a CDN lifetime only when an edge TTL is set", () => {
    expect(edgeHeaders(surrogateKeys(["site"]), { header: "Surrogate-Key", ttlSeconds: 0 })).toEqual([["Surrogate-Key", "act-all act-site"]]);
    expect(edgeHeaders(surrogateKeys(["site", "testimonials"]), { header: "Cache-Tag", ttlSeconds: 86_400 })).toEqual([
      ["Cache-Tag", "act-all,act-site,act-testimonials"],
      ["CDN-Cache-Control", "max-age=86400"],
      ["Surrogate-Control", "max-age=86400"],
    ]);
  });

  it("keep an unknown address's 404 at a CDN no longer than its Cache-Control allows, whatever the pages' edge TTL", () => {
    const day = { header: "Surrogate-Key", ttlSeconds: 86_400 } as const;
    expect(edgeHeaders([ALL_PAGES_KEY], day, 404)).toEqual([
      ["Surrogate-Key", "act-all"],
      ["CDN-Cache-Control", "max-age=10"],
      ["Surrogate-Control", "max-age=10"],
    ]);
    expect(edgeHeaders([ALL_PAGES_KEY], day, 200)).toContainEqual(["Surrogate-Control", "max-age=86400"]);
    expect(edgeHeaders([ALL_PAGES_KEY], { ...day, ttlSeconds: 5 }, 404)).toContainEqual(["Surrogate-Control", "max-age=5"]);
    expect(edgeHeaders([ALL_PAGES_KEY], { ...day, ttlSeconds: 0 }, 404)).toEqual([["Surrogate-Key", "act-all"]]);
  });
});

describe("purging the edge", () => {
  it("asks Fastly to purge by surrogate key as its API documents: POST /service/{id}/purge, Surrogate-Key, Fastly-Key", async () => {
    const api = await fakeApi();
    await fastlyTarget({ apiUrl: api.url, serviceId: "SU1Z0isxPaozGVKXdv0eY", token: "fastly-token-0123456789" }).purge(["act-site", "act-insight-1f3a9c2e"]);
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]).toMatchObject({ method: "POST", url: "/service/SU1Z0isxPaozGVKXdv0eY/purge" });
    expect(api.seen[0]!.headers["surrogate-key"]).toBe("act-site act-insight-1f3a9c2e");
    expect(api.seen[0]!.headers["fastly-key"]).toBe("fastly-token-0123456789");
  });

  it("asks Cloudflare to purge by tag, or by the URLs that carried the keys, as its API documents, 30 to a request", async () => {
    const api = await fakeApi(() => [200, { success: true, errors: [], messages: [], result: { id: "x" } }]);
    const zoneId = "023e105f4ecef8ad9ca31a8372d0c353";
    const urls = new EdgeUrlIndex("https://www.example.org");
    urls.remember("/about", ["act-all", "act-site"]);
    urls.remember("/resources", ["act-all", "act-insightPage-0a1b2c3d"]);
    const options = { apiUrl: api.url, zoneId, token: "cloudflare-token-0123456789abcdef", urlsFor: (keys: readonly string[]) => urls.urlsFor(keys) };
    const tags = Array.from({ length: 31 }, (_, i) => `act-insight-${String(i).padStart(8, "0")}`);
    await cloudflareTarget({ ...options, by: "tags" }).purge(tags);
    await cloudflareTarget({ ...options, by: "urls" }).purge(["act-site"]);
    expect(api.seen.map((seen) => [seen.method, seen.url])).toEqual(Array(3).fill(["POST", `/client/v4/zones/${zoneId}/purge_cache`]));
    for (const seen of api.seen) {
      expect(seen.headers.authorization).toBe("Bearer cloudflare-token-0123456789abcdef");
      expect(seen.headers["content-type"]).toBe("application/json");
    }
    expect(api.seen.slice(0, 2).map((seen) => JSON.parse(seen.body))).toEqual([{ tags: tags.slice(0, 30) }, { tags: tags.slice(30) }]);
    expect(JSON.parse(api.seen[2]!.body)).toEqual({ files: ["https://www.example.org/about"] });
  });

  it("sends Varnish a PURGE with the keys in xkey-purge and the shared token, to every server", async () => {
    const [one, two] = [await fakeApi(), await fakeApi()];
    await varnishTarget([one.url, two.url], TOKEN).purge(["act-site", "act-all"]);
    for (const api of [one, two]) {
      expect(api.seen).toHaveLength(1);
      expect(api.seen[0]!.method).toBe("PURGE");
      expect(api.seen[0]!.headers["xkey-purge"]).toBe("act-site act-all");
      expect(api.seen[0]!.headers["x-purge-token"]).toBe(TOKEN);
    }
  });

  it("batches a publish's changes into one purge of exactly their keys", async () => {
    const api = await fakeApi();
    const purger = new EdgePurger(varnishTarget([api.url], TOKEN), { log: silentLogger(), retryBaseMs: 10 });
    purger.contentChanged(['insight:{"slug":"a"}']);
    purger.contentChanged(['insightPage:{"start":0,"end":24}', 'insight:{"slug":"a"}']);
    await purger.settled();
    expect(api.seen).toHaveLength(1);
    expect(String(api.seen[0]!.headers["xkey-purge"]).split(" ").sort()).toEqual(
      [surrogateKey('insight:{"slug":"a"}'), surrogateKey('insightPage:{"start":0,"end":24}')].sort(),
    );
  });

  it("retries a failed purge with doubling delays, and reports one that keeps failing instead of dropping it", async () => {
    let refusals = 2;
    const api = await fakeApi(() => (refusals-- > 0 ? [503, { msg: "busy" }] : [200, { status: "ok" }]));
    const seen = { purged: 0, retried: 0, failed: 0 };
    const observer = { purged: () => seen.purged++, retried: () => seen.retried++, failed: () => seen.failed++ };
    const purger = new EdgePurger(fastlyTarget({ apiUrl: api.url, serviceId: "SU1Z0isxPaozGVKXdv0eY", token: "fastly-token-0123456789" }), {
      log: silentLogger(),
      retryBaseMs: 20,
      observer,
    });
    const started = Date.now();
    purger.contentChanged(["site"]);
    await purger.settled();
    expect(api.seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40);
    expect(seen).toEqual({ purged: 1, retried: 2, failed: 0 });

    const down = await fakeApi(() => [500, { msg: "down" }]);
    const failing = new EdgePurger(varnishTarget([down.url], TOKEN), { log: silentLogger(), retryBaseMs: 5, attempts: 4, observer });
    failing.contentChanged(["site"]);
    await failing.settled();
    expect(down.seen).toHaveLength(4);
    expect(down.seen.every((request) => request.headers["xkey-purge"] === "act-site")).toBe(true);
    expect(seen.failed).toBe(1);
  });
  it("keeps trying a purge reported as failing, for as long as the edge could hold a stale page, and purges once the target is back", async () => {
    let refusals = 7;
    const api = await fakeApi(() => (refusals-- > 0 ? [503, { msg: "down for a while" }] : [200, { status: "ok" }]));
    const seen = { purged: 0, retried: 0, failed: 0 };
    const observer = { purged: () => seen.purged++, retried: () => seen.retried++, failed: () => seen.failed++ };
    const purger = new EdgePurger(varnishTarget([api.url], TOKEN), {
      log: silentLogger(),
      retryBaseMs: 5,
      maxDelayMs: 10,
      attempts: 3,
      retryForMs: 60_000,
      observer,
    });
    purger.contentChanged(["site"]);
    await purger.settled();
    // Reported once after three tries, then tried on until the eighth went through.
    expect(api.seen).toHaveLength(8);
    expect(seen).toEqual({ purged: 1, retried: 2, failed: 1 });

    // Down for longer than the edge TTL: given up once no page from before the change can be left.
    const down = await fakeApi(() => [500, { msg: "down" }]);
    const outlasted = new EdgePurger(varnishTarget([down.url], TOKEN), {
      log: silentLogger(),
      retryBaseMs: 5,
      maxDelayMs: 10,
      attempts: 3,
      retryForMs: 200,
      observer,
    });
    outlasted.contentChanged(["site"]);
    await outlasted.settled();
    expect(down.seen.length).toBeGreaterThan(3);
    expect(seen.failed).toBe(2);

    // At shutdown a failing purge is tried once more and given up, not held for the TTL.
    const stopped = new EdgePurger(varnishTarget([down.url], TOKEN), {
      log: silentLogger(),
      retryBaseMs: 5,
      maxDelayMs: 10,
      attempts: 2,
      retryForMs: 86_400_000,
      observer,
    });
    stopped.contentChanged(["site"]);
    await expect.poll(() => seen.failed).toBe(3);
    stopped.stop();
    await stopped.settled();
  });
});
