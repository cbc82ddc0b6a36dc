/**
 * The nginx recipe (docs/nginx/act-site.conf) through publishes: two instances
 * on one embedded dataset behind it, visitors asking meanwhile as they would,
 * and each kind of change published. A new page
 * (404 → 200), a page turning per-visitor (an enquiry form added) and back,
 * an unpublished page (200 → 404) each show through nginx within two seconds
 * of the instances showing them (the spec's "a publish shows within two
 * seconds"), and the first visitor after a quiet spell gets the page as
 * published, never the copy from before. A publish is the embedded export
 * replaced in place, which the instances watch (as after `content:import`). Then the recipe's TLS: HTTPS with the
 * certificate named in it, and plain HTTP sent on to HTTPS.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseNdjson, type SanityDocument } from "~/content/dataset.server";
import { freePort } from "../../scripts/lib/free-port";
import { startNginx, type RunningNginx } from "../../scripts/lib/nginx";
import { everyBlockPage } from "../support/every-block-page";
import { send, type Answer } from "../../scripts/lib/http-send";
import { startSite, type RunningSite } from "../support/server";

test.describe.configure({ mode: "serial", timeout: 240_000 });

/** Every request through the recipe names the site as a browser would, over HTTPS too. */
const get = (url: string) => send(url, { servername: "act.example.com" });

const sample = parseNdjson(readFileSync("content/data.ndjson", "utf8"));
const built = everyBlockPage(sample, { id: "page-nginx-publishes", slug: "nginx-publishes", title: "Published through nginx" });
const PAGE = built.path;

/** The page as an editor publishes it: with or without the enquiry form (which makes it per-visitor), under a title. */
function thePage(options: { form: boolean; title: string }): SanityDocument {
  const sections = (built.document.sections as Array<{ _type: string }>).filter((section) => options.form || section._type !== "enquiryFormSection");
  return { ...built.document, title: options.title, seo: { ...(built.document.seo as object), title: options.title }, sections } as SanityDocument;
}

const isPerVisitor = (answer: Answer) => /private/.test(String(answer.headers["cache-control"])) && answer.body.includes('name="formToken"');
const isPublic = (title: string) => (answer: Answer) =>
  answer.status === 200 && /public/.test(String(answer.headers["cache-control"])) && answer.body.includes(title) && !answer.body.includes('name="formToken"');

test.describe("the nginx recipe through publishes", () => {
  let root: string;
  let contentDir: string;
  let sites: RunningSite[];
  let nginx: RunningNginx;
  /** Visitors asking for the page through nginx while content changes, as they would. */
  let visitors: { stop: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "act-nginx-publishes-"));
    contentDir = path.join(root, "content");
    cpSync("content", contentDir, { recursive: true });
    sites = [];
    for (const i of [0, 1]) sites.push(await startSite({ CONTENT_DIR: contentDir, DATA_DIR: path.join(root, `data-${i}`), TRUST_PROXY: "1" }));
    nginx = await startNginx({ upstreamPorts: sites.map((site) => Number(new URL(site.url).port)), port: await freePort() });
  });
  test.afterAll(async () => {
    await visitors?.stop();
    await nginx?.stop();
    await Promise.all((sites ?? []).map((site) => site.stop()));
    rmSync(root, { recursive: true, force: true });
  });

  function keepVisiting(): { stop: () => Promise<void> } {
    let stopped = false;
    const loop = (async () => {
      while (!stopped) {
        await get(`${nginx.url}${PAGE}`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    return {
      stop: async () => {
        stopped = true;
        await loop;
      },
    };
  }

  /** Imports the sample plus these documents, then waits until both instances answer as `shows` says. */
  async function publish(documents: SanityDocument[], shows: (answer: Answer) => boolean): Promise<void> {
    // The export replaced in place, as the instances watch it (an import renames a checked copy into place the same way).
    const next = path.join(contentDir, "data.ndjson.next");
    writeFileSync(next, [...sample, ...documents].map((doc) => JSON.stringify(doc)).join("\n"));
    renameSync(next, path.join(contentDir, "data.ndjson"));
    for (const site of sites) await expect.poll(async () => shows(await get(`${site.url}${PAGE}`)), { timeout: 60_000, intervals: [50] }).toBe(true);
  }

  /** Through nginx, the change shows within two seconds of the instances showing it (a deadline for polling). */
  async function showsThroughNginx(shows: (answer: Answer) => boolean, what: string): Promise<void> {
    const from = Date.now();
    let last = await get(`${nginx.url}${PAGE}`);
    while (!shows(last) && Date.now() - from < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      last = await get(`${nginx.url}${PAGE}`);
    }
    expect(
      shows(last),
      `${what}: after two seconds nginx still answered ${last.status} (${String(last.headers["x-cache-status"])}, ${String(last.headers["cache-control"])})`,
    ).toBe(true);
    console.log(`nginx publishes: ${what} showed through nginx ${Date.now() - from} ms after the instances`);
  }

  test("a new page, a page turning per-visitor and back, and an unpublished page each show through nginx within two seconds", async () => {
    // Before: not found, and kept so by nginx like any 404.
    expect((await get(`${nginx.url}${PAGE}`)).status).toBe(404);
    visitors = keepVisiting();

    await publish([thePage({ form: false, title: "Published through nginx" })], isPublic("Published through nginx"));
    await showsThroughNginx(isPublic("Published through nginx"), "a new page (404 → 200)");

    await publish([thePage({ form: true, title: "Published through nginx" })], isPerVisitor);
    await showsThroughNginx(isPerVisitor, "an enquiry form added (public → per-visitor)");
    // Per-visitor from now on: no visitor gets another's form token.
    const [one, two] = [await get(`${nginx.url}${PAGE}`), await get(`${nginx.url}${PAGE}`)];
    expect(isPerVisitor(one) && isPerVisitor(two)).toBe(true);
    expect(/name="formToken" value="([^"]+)"/.exec(one.body)?.[1]).not.toBe(/name="formToken" value="([^"]+)"/.exec(two.body)?.[1]);

    await publish([thePage({ form: false, title: "Published through nginx" })], isPublic("Published through nginx"));
    await showsThroughNginx(isPublic("Published through nginx"), "the form taken out (per-visitor → public)");

    await publish([], (answer) => answer.status === 404);
    await showsThroughNginx((answer) => answer.status === 404, "the page unpublished (200 → 404)");

    await visitors.stop();
    visitors = undefined;
  });

  test("the first visitor after a quiet spell gets the page as published, not the copy from before", async () => {
    await publish([thePage({ form: false, title: "Before the quiet spell" })], isPublic("Before the quiet spell"));
    await showsThroughNginx(isPublic("Before the quiet spell"), "a page published again");
    expect((await get(`${nginx.url}${PAGE}`)).headers["x-cache-status"]).toBe("HIT");
    // A quiet spell, far past the micro-cache's second, with no visitor; then the editor publishes.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await publish([thePage({ form: false, title: "After the quiet spell" })], isPublic("After the quiet spell"));
    const first = await get(`${nginx.url}${PAGE}`);
    expect(first.body, `the first visitor got ${String(first.headers["x-cache-status"])}`).toContain("After the quiet spell");
  });
});

test("the recipe's TLS: pages over HTTPS with the certificate it names, plain HTTP sent on to HTTPS with the query", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "act-nginx-tls-"));
  const site = await startSite({ DATA_DIR: path.join(dir, "data"), TRUST_PROXY: "1", SITE_URL: "https://act.example.com" });
  let nginx: RunningNginx | undefined;
  try {
    const [certificate, key] = [path.join(dir, "cert.pem"), path.join(dir, "key.pem")];
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=act.example.com"],
      { stdio: "pipe" },
    );
    const httpPort = await freePort();
    const port = await freePort();
    nginx = await startNginx({ upstreamPorts: [Number(new URL(site.url).port)], port, tls: { certificate, key, httpPort } });

    const page = await get(`https://127.0.0.1:${port}/about`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("<main");
    expect((await get(`https://127.0.0.1:${port}/about`)).headers["x-cache-status"]).toBe("HIT");

    const plain = await get(`http://127.0.0.1:${httpPort}/about?utm_source=mail`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe("https://act.example.com/about?utm_source=mail");
    expect(plain.headers["x-cache-status"]).toBeUndefined();
  } finally {
    await nginx?.stop();
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
