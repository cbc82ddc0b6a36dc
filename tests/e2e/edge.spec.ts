/**
 * The site behind caches it does not control: two instances behind
 * the nginx recipe and behind the Varnish recipe (docs/nginx/act-site.conf,
 * docs/varnish/act-site.vcl). Every page and image URL asked with each common
 * Accept and Accept-Encoding, in several orders: no answer a browser did not
 * ask for. Floods of unique query strings and forged preview cookies: no extra
 * render, no 5xx, and a visitor meanwhile gets the pages as they were (what
 * a flood costs that visitor in time: `npm run bench:edge-flood`). With a day
 * of edge TTL, a signed publish shows through Varnish on every page that
 * showed the document (purged with the instances' token), and every other
 * page stays a HIT. Data requests with hostile queries, invented Hosts, redirects with a
 * query and PURGEs without the token change nothing another visitor gets.
 */
import { createHash } from "node:crypto";
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { freePort } from "../../scripts/lib/free-port";
import Negotiator from "negotiator";
import { parseNdjson, type SanityDocument } from "~/content/dataset.server";
import { startFlood } from "../../scripts/lib/edge-flood";
import { startNginx, type RunningNginx } from "../../scripts/lib/nginx";
import { startVarnish, TEST_PURGE_TOKEN, type RunningVarnish } from "../../scripts/lib/varnish";
import { insights, revisions } from "../support/dataset";
import { startFakeSanity } from "../support/fake-sanity-server";
import { send as sendRequest, type Answer } from "../../scripts/lib/http-send";
import { startSite, type RunningSite } from "../support/server";

test.describe.configure({ mode: "serial", timeout: 300_000 });

/** A request as a client sends it (scripts/lib/http-send.ts), its arguments in the order the cases give them. */
const send = (url: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Answer> =>
  sendRequest(url, { headers, method, ...(body === undefined ? {} : { body }) });

/** The body as the client reads it, whatever the content coding. */
function decoded(answer: Answer): string {
  const coding = String(answer.headers["content-encoding"] ?? "");
  const body = coding === "br" ? brotliDecompressSync(answer.bytes) : coding === "gzip" ? gunzipSync(answer.bytes) : answer.bytes;
  return body.toString("utf8");
}
/** The routes whose data a data request's answer holds (the first turbo-stream line's top-level keys name them). */
function routeIdsOf(body: string): string[] {
  try {
    const values = JSON.parse(body.split("\n")[0]!) as unknown[];
    return Object.keys(values[0] as object).map((key) => String(values[Number(key.slice(1))]));
  } catch {
    return [`not a data answer: ${body.slice(0, 40)}`];
  }
}
const inHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

/** What browsers send for an image (Chrome with AVIF, a WebP-only one, Safari, an old one) and for anything. */
const ACCEPTS = {
  chrome: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8",
  webpOnly: "image/webp,image/png,image/*,*/*;q=0.8",
  safari: "image/webp,image/avif,image/jpeg,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5",
  old: "image/png,image/jpeg;q=0.9,*/*;q=0.5",
  any: "*/*",
};
const ENCODINGS = ["br", "gzip", "identity", "br;q=0, gzip", "gzip;q=0, br", "gzip, deflate, br, zstd", "br;q=0, gzip;q=0", "*", ""];

/** True when an Accept-Encoding lets the client take this content coding (RFC 9110, as negotiator reads it). */
function acceptsCoding(acceptEncoding: string, coding: string): boolean {
  return new Negotiator({ headers: { "accept-encoding": acceptEncoding.toLowerCase() } }).encoding([coding]) === coding;
}

/** True when an Accept lists this media type, its type/* or * / * with a weight above 0. */
function acceptsType(accept: string, type: string): boolean {
  return accept.split(",").some((range) => {
    const [name = "", ...params] = range.split(";").map((part) => part.trim());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) return false;
    return name === type || name === "*/*" || name === `${type.split("/")[0]}/*`;
  });
}

/** The image URLs a page's markup names: <picture> sources by type, and the <img> fallbacks. */
function imageUrls(html: string): { sources: Map<string, string[]>; fallbacks: string[] } {
  const sources = new Map<string, string[]>();
  for (const match of html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)"/g)) {
    const urls = match[2]!
      .replace(/&amp;/g, "&")
      .split(", ")
      .map((candidate) => candidate.split(" ")[0]!);
    sources.set(match[1]!, [...(sources.get(match[1]!) ?? []), ...urls]);
  }
  const fallbacks = [...html.matchAll(/<img [^>]*src="(\/images\/[^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  return { sources, fallbacks };
}

const PAGES = ["/", "/about", "/resources", "/privacypolicy", "/solutions/dccm", `/insights/${insights[0]!.slug!.current}`];

async function startInstances(count: number, env: (instance: number) => Record<string, string>) {
  const dirs = Array.from({ length: count }, () => mkdtempSync(path.join(tmpdir(), "act-edge-")));
  const metricsPorts = await Promise.all(dirs.map(() => freePort()));
  const sites: RunningSite[] = await Promise.all(
    dirs.map((dir, i) => startSite({ DATA_DIR: dir, TRUST_PROXY: "1", LOG_LEVEL: "info", METRICS_PORT: String(metricsPorts[i]), ...env(i) })),
  );
  return {
    sites,
    ports: sites.map((site) => Number(new URL(site.url).port)),
    /** Pages each instance rendered (render cache misses), from its metrics. */
    async renders(): Promise<number> {
      let total = 0;
      for (const port of metricsPorts) {
        const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        total += Number(/^act_render_cache_misses_total (\d+)/m.exec(metrics)?.[1] ?? 0);
      }
      return total;
    },
    async stop() {
      await Promise.all(sites.map((site) => site.stop()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

test.describe("embedded content behind nginx and Varnish", () => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  let nginx: RunningNginx;
  let varnish: RunningVarnish;

  test.beforeAll(async () => {
    instances = await startInstances(2, () => ({}));
    nginx = await startNginx({ upstreamPorts: instances.ports, port: await freePort() });
    varnish = await startVarnish({ upstreamPorts: instances.ports, port: await freePort() });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await varnish?.stop();
    await instances?.stop();
  });

  test("every page and image URL, asked with each common Accept and Accept-Encoding in several orders: no answer a browser did not ask for", async () => {
    const html = (await Promise.all(PAGES.map(async (page) => (await send(`${instances.sites[0]!.url}${page}`)).body))).join("\n");
    const images = imageUrls(html);
    const allImages = [...new Set([...images.fallbacks, ...[...images.sources.values()].flat()])];
    expect(images.sources.get("image/avif")?.length).toBeGreaterThan(0);
    expect(images.sources.get("image/webp")?.length).toBe(images.sources.get("image/avif")?.length);

    let asked = 0;
    const wrong: string[] = [];
    for (const proxy of [nginx, varnish]) {
      const name = proxy === nginx ? "nginx" : "varnish";
      const combos = Object.entries(ACCEPTS).flatMap(([browser, accept]) => ENCODINGS.map((encoding) => ({ browser, accept, encoding })));
      // Forward, backward and shuffled: each combination meets caches filled by others first.
      const shuffled = [...combos].sort((a, b) =>
        createHash("md5")
          .update(JSON.stringify(a))
          .digest("hex")
          .localeCompare(createHash("md5").update(JSON.stringify(b)).digest("hex")),
      );
      for (const order of [combos, [...combos].reverse(), shuffled]) {
        for (const { browser, accept, encoding } of order) {
          // A page: whatever encoding comes must be one the client takes.
          for (const page of PAGES) {
            const answer = await send(`${proxy.url}${page}`, { Accept: "text/html,*/*;q=0.8", "Accept-Encoding": encoding });
            asked++;
            const coding = String(answer.headers["content-encoding"] ?? "identity");
            if (answer.status !== 200 || !acceptsCoding(encoding, coding)) wrong.push(`${name} ${page} [${encoding}] -> ${answer.status} ${coding}`);
          }
          // Every image URL: one body whatever the Accept, in a format the URL names; the URLs this browser
          // would pick (the first <source> type it takes, else the <img>) come in a type it accepts.
          const picked = acceptsType(accept.replace(/,?\*\/\*[^,]*/, "").replace(/,?image\/\*[^,]*/, ""), "image/avif")
            ? images.sources.get("image/avif")!
            : acceptsType(accept.replace(/,?\*\/\*[^,]*/, "").replace(/,?image\/\*[^,]*/, ""), "image/webp")
              ? images.sources.get("image/webp")!
              : images.fallbacks;
          for (const url of allImages) {
            const answer = await send(`${proxy.url}${url}`, { Accept: accept, "Accept-Encoding": encoding });
            asked++;
            const type = String(answer.headers["content-type"]);
            const named = new URL(url, "http://x").searchParams.get("fm");
            const expected = named
              ? `image/${named}`
              : /\.png$/.test(new URL(url, "http://x").pathname)
                ? "image/png"
                : /\.svg$/.test(url)
                  ? "image/svg+xml"
                  : "image/jpeg";
            if (answer.status !== 200 || !type.startsWith(expected)) wrong.push(`${name} ${url} [${browser}] -> ${answer.status} ${type}`);
            if (picked.includes(url) && !acceptsType(accept, type.split(";")[0]!)) wrong.push(`${name} ${url} [${browser}] -> ${type}, not in its Accept`);
            const coding = String(answer.headers["content-encoding"] ?? "identity");
            if (!acceptsCoding(encoding, coding)) wrong.push(`${name} ${url} [${encoding}] -> ${coding}`);
          }
        }
      }
    }
    console.log(`accept matrix: ${asked} answers through nginx and Varnish, ${wrong.length} a browser did not ask for`);
    expect(wrong).toEqual([]);
  });

  test("a data request with any query, in any encoding, changes nothing another visitor's data request answers, through either recipe", async () => {
    const pages = ["/contact", "/about", "/"];
    const dataPath = (page: string) => (page === "/" ? "/_root.data" : `${page}.data`);
    // What an attacker sends once per encoding: the loaders cut down to the root's, however spelt.
    const hostile = [
      "_routes=root",
      "%5Froutes=root",
      "_ROUTES=x&_routes=root",
      "utm_source=x&_routes=root",
      "_routes=root&_routes=routes%2Fcontact",
      "_routes=%72oot",
      "_routes=",
      "_routes=root,nope",
    ];
    const encodings = ["br", "gzip", ""];
    const direct = instances.sites[0]!.url;
    const wrong: string[] = [];
    for (const proxy of [nginx, varnish]) {
      const name = proxy === nginx ? "nginx" : "varnish";
      for (const page of pages) {
        for (const encoding of encodings) {
          for (const query of hostile) {
            const answer = await send(`${proxy.url}${dataPath(page)}?${query}`, { "Accept-Encoding": encoding });
            // Each hostile request itself is answered as React Router reads it, by the instance.
            const expected = await send(`${direct}${dataPath(page)}?${query}`);
            if (answer.status !== expected.status || routeIdsOf(decoded(answer)).join() !== routeIdsOf(expected.body).join()) {
              wrong.push(`${name} ${dataPath(page)}?${query} [${encoding}] -> ${answer.status} ${routeIdsOf(decoded(answer)).join()}`);
            }
          }
        }
        // Then the visitors: a click through to the page asks its own data request, in each encoding, and a
        // client navigation that leaves the root's data alone asks for the page's route only.
        const own = routeIdsOf((await send(`${direct}${dataPath(page)}`)).body);
        expect(own.length, page).toBe(2);
        for (const encoding of encodings) {
          for (const [url, ids] of [
            [dataPath(page), own],
            [`${dataPath(page)}?${new URLSearchParams({ _routes: own[1]! })}`, [own[1]!]],
          ] as const) {
            for (let i = 0; i < 2; i++) {
              const answer = await send(`${proxy.url}${url}`, { "Accept-Encoding": encoding });
              if (answer.status !== 200 || routeIdsOf(decoded(answer)).join() !== ids.join()) {
                wrong.push(
                  `${name} ${url} [${encoding}] -> ${answer.status} ${routeIdsOf(decoded(answer)).join()} (${String(answer.headers["x-cache"] ?? answer.headers["x-cache-status"])})`,
                );
              }
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test("an invented Host creates no copy and changes no answer: the page is the one every visitor gets, through either recipe", async () => {
    for (const proxy of [nginx, varnish]) {
      const status = proxy === nginx ? "x-cache-status" : "x-cache";
      const everyone = await send(`${proxy.url}/about`);
      for (let i = 0; i < 5; i++) {
        const answer = await send(`${proxy.url}/about`, { Host: `invented-${i}-${Date.now()}.example.net` });
        expect(answer.status).toBe(200);
        expect(answer.bytes.equals(everyone.bytes)).toBe(true);
        // Kept under no Host: the copy everyone shares answers it (nginx keeps it a second: ask again in time).
        if (proxy === varnish) expect(answer.headers[status]).toBe("HIT");
      }
      const [warm, invented] = [await send(`${proxy.url}/privacypolicy`), await send(`${proxy.url}/privacypolicy`, { Host: "another.example.net" })];
      expect(warm.status).toBe(200);
      expect(invented.headers[status]).toBe("HIT");
    }
  });

  test("a redirect keeps the visitor's own query and hands no one's query to the next visitor, through either recipe", async () => {
    for (const proxy of [nginx, varnish]) {
      for (const [path, normal] of [
        ["/About", "/about"],
        ["/about/", "/about"],
        ["/solutions/DCCM", "/solutions/dccm"],
      ] as const) {
        const evil = await send(`${proxy.url}${path}?utm_source=evil`);
        expect(evil.status).toBe(301);
        expect(evil.headers.location).toBe(`${normal}?utm_source=evil`);
        const next = await send(`${proxy.url}${path}`);
        expect(next.headers.location, `${path} after another visitor's query`).toBe(normal);
        const mine = await send(`${proxy.url}${path}?utm_campaign=mine`);
        expect(mine.headers.location).toBe(`${normal}?utm_campaign=mine`);
      }
    }
  });

  test("a PURGE from an address Varnish trusts is refused without the instances' token and purges nothing", async () => {
    // What a TLS terminator on Varnish's own host would pass on from any visitor: a PURGE from 127.0.0.1.
    await send(`${varnish.url}/about`);
    expect((await send(`${varnish.url}/about`)).headers["x-cache"]).toBe("HIT");
    for (const token of [undefined, "guessed", `${TEST_PURGE_TOKEN}x`]) {
      const purge = await send(`${varnish.url}/`, { "xkey-purge": "act-all", ...(token ? { "X-Purge-Token": token } : {}) }, "PURGE");
      expect(purge.status, String(token)).toBe(405);
      expect((await send(`${varnish.url}/about`)).headers["x-cache"], String(token)).toBe("HIT");
    }
    const purged = await send(`${varnish.url}/`, { "xkey-purge": "act-all", "X-Purge-Token": TEST_PURGE_TOKEN }, "PURGE");
    expect(purged.status).toBe(200);
    expect((await send(`${varnish.url}/about`)).headers["x-cache"]).toBe("MISS");
  });

  test("a client's X-Request-Id is never stored or replayed, and neither proxy names its version", async () => {
    for (const proxy of [nginx, varnish]) {
      const first = await send(`${proxy.url}/about?utm_source=id-test`, { "X-Request-Id": "visitor-one-request" });
      const second = await send(`${proxy.url}/about`);
      for (const answer of [first, second]) {
        expect(answer.headers["x-request-id"]).not.toBe("visitor-one-request");
        expect(String(answer.headers.server ?? "")).not.toMatch(/\d/);
      }
      expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    }
  });

  test("floods of unique query strings and forged preview cookies cost no render and no 5xx, and a visitor meanwhile gets the pages as they were", async () => {
    // Every page kept by both instances first: asked again until a whole round renders none (a page is kept once
    // its compressed bodies are ready, a moment after its first answer; one asked before then is rendered again).
    for (let rendered = 1; rendered > 0; ) {
      const start = await instances.renders();
      for (const site of instances.sites) for (const page of PAGES) await send(`${site.url}${page}`);
      rendered = (await instances.renders()) - start;
    }
    const about = await send(`${varnish.url}/about`);
    const before = await instances.renders();

    const flood = startFlood("hostile", { varnish: varnish.url, nginx: nginx.url, instances: instances.sites.map((site) => site.url), pages: PAGES });
    // A visitor meanwhile: the contact page, made for each visitor (a form token of its own), through nginx; a kept page through Varnish.
    const contacts: Answer[] = [];
    const abouts: Answer[] = [];
    for (let i = 0; i < 20; i++) {
      contacts.push(await send(`${nginx.url}/contact`));
      abouts.push(await send(`${varnish.url}/about`));
    }
    const { sent, statuses } = await flood.stop(400);
    const renders = (await instances.renders()) - before;
    console.log(
      `flood: ${sent} hostile requests answered ${[...statuses].map(([status, n]) => `${n}×${status}`).join(", ")}; ${renders} renders (the visitor's ${contacts.length} contact pages)`,
    );

    // Answered from the caches, or refused by the recipes' limit on requests that skip them: never a server error.
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // Only the visitor's contact pages were rendered: the flood's pages came from the caches.
    expect(renders).toBe(contacts.length);
    expect(contacts.map((contact) => contact.status)).toEqual(contacts.map(() => 200));
    expect(contacts.every((contact) => /private/.test(String(contact.headers["cache-control"])))).toBe(true);
    expect(new Set(contacts.map((contact) => /name="formToken" value="([^"]+)"/.exec(contact.body)?.[1])).size).toBe(contacts.length);
    expect(abouts.map((answer) => [answer.status, answer.body === about.body])).toEqual(abouts.map(() => [200, true]));
  });
});

test.describe("Sanity content behind Varnish with a day of edge TTL", () => {
  const WEBHOOK_SECRET = "webhook-secret-0123456789";
  const revision = revisions[0]!;
  const published = insights.find((insight) => `drafts.${insight._id}` === revision._id)!;
  const exported = parseNdjson(readFileSync("content/data.ndjson", "utf8")) as SanityDocument[];

  test("a signed publish shows through Varnish on every page that showed the document, purged by the instances; the others stay HIT", async () => {
    const fake = await startFakeSanity({ documents: exported });
    const varnishPort = await freePort();
    const instances = await startInstances(2, () => ({
      SANITY_PROJECT_ID: "testproject",
      SANITY_API_HOST: fake.url,
      SANITY_USE_CDN: "false",
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Only a purge can make a publish visible during the test.
      CONTENT_CACHE_TTL_SECONDS: "3600",
      EDGE_TTL_SECONDS: "86400",
      PURGE_PROVIDER: "varnish",
      PURGE_VARNISH_URLS: `http://127.0.0.1:${varnishPort}`,
      PURGE_VARNISH_TOKEN: TEST_PURGE_TOKEN,
    }));
    const varnish = await startVarnish({ upstreamPorts: instances.ports, port: varnishPort });
    try {
      const pages = [...new Set([...PAGES, `/insights/${published.slug!.current}`, "/resources/feed.xml", "/sitemap.xml"])];
      // Each page kept by Varnish (asked twice: the second is a HIT), with the day's TTL the site set.
      const shown = new Map<string, boolean>();
      for (const page of pages) {
        const first = await send(`${varnish.url}${page}`);
        expect(first.status, page).toBe(200);
        const again = await send(`${varnish.url}${page}`);
        expect(again.headers["x-cache"], page).toBe("HIT");
        shown.set(page, again.body.includes(inHtml(published.Title)));
      }
      const origin = await send(`${instances.sites[0]!.url}/insights/${published.slug!.current}`);
      expect(origin.headers["surrogate-key"]).toMatch(/^act-all act-/);
      expect(origin.headers["cdn-cache-control"]).toBe("max-age=86400");
      expect([...shown.values()].filter(Boolean).length).toBeGreaterThanOrEqual(2);
      expect([...shown.values()].filter((s) => !s).length).toBeGreaterThanOrEqual(3);

      // An editor publishes a new title; Sanity calls the webhook (one per instance: see docs/operations.md).
      const title = `Published at the edge ${Date.now()}`;
      fake.setDataset(exported.map((doc) => (doc._id === published._id ? { ...doc, Title: title } : doc)));
      const body = JSON.stringify({ _id: published._id, _type: "insight", slug: published.slug!.current });
      const signed = { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET) };
      const sentAt = performance.now();
      const hooks = await Promise.all(instances.sites.map((site) => send(`${site.url}/api/webhooks/sanity`, signed, "POST", body)));
      expect(hooks.map((hook) => hook.status)).toEqual([200, 200]);

      // Each page that showed the document shows the new title once a purge has reached Varnish: without one, the
      // day's TTL would keep the old copy. Asked until it does, and the first answer with the new title is a fresh
      // copy (MISS): the old one was purged, not served past its time. The two minutes only stop a purge that never
      // comes in time to say so (it takes well under a second); how soon is printed below, never asserted.
      const visibleAfter = new Map<string, number>();
      for (const [page, showed] of shown) {
        if (!showed) continue;
        let answer: Answer | undefined;
        const showsTitle = async () => {
          answer = await send(`${varnish.url}${page}`);
          return answer.body.includes(inHtml(title));
        };
        await expect.poll(showsTitle, { message: `${page} shows the published title through Varnish`, timeout: 120_000, intervals: [20] }).toBe(true);
        visibleAfter.set(page, performance.now() - sentAt);
        expect(answer!.headers["x-cache"], `${page}: the old copy purged`).toBe("MISS");
      }
      for (const [page, showed] of shown) {
        if (showed) continue;
        const answer = await send(`${varnish.url}${page}`);
        expect(answer.headers["x-cache"], `${page} did not show the document: still kept`).toBe("HIT");
      }
      const timings = [...visibleAfter].map(([page, ms]) => `${page} ${Math.round(ms)} ms`).join(", ");
      console.log(`purge: the publish showed through Varnish after ${timings} (webhook answered in ${Math.round(Math.max(...hooks.map((h) => h.ms)))} ms)`);
    } finally {
      await varnish.stop();
      await instances.stop();
      await fake.close();
    }
  });
});
