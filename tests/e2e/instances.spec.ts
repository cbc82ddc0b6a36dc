/**
 * Two instances of the production server on one PostgreSQL, behind Debian's
 * nginx with the recipe's proxy configuration (docs/nginx/act-site.conf) (TRUST_PROXY=1): the enquiry
 * limits hold across both, the client's address is the one nginx saw (a
 * forged X-Forwarded-For does not change it), each notification is sent
 * once, a rolling restart under steady load fails no request, and nginx's
 * micro-cache shows a publish within two seconds, never keeps a preview, and
 * lets every enquiry through to be stored once.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/lib/free-port";
import { startNginx } from "../../scripts/lib/nginx";
import { createDatabase, startPostgres, type RunningPostgres } from "../../scripts/lib/postgres";
import { startSmtp } from "../support/smtp";
import { send, type Answer } from "../../scripts/lib/http-send";
import { startSite, type RunningSite } from "../support/server";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";
import { insights, revisions } from "../support/dataset";
import { formTokens, TEST_FORM_TOKEN_SECRET } from "../../scripts/lib/form-tokens";

test.describe.configure({ mode: "serial", timeout: 240_000 });

function postEnquiry(proxy: string, n: number, token: string, options: { from?: string; headers?: Record<string, string> } = {}) {
  return send(`${proxy}/api/contact`, {
    method: "POST",
    from: options.from,
    headers: { "Content-Type": "application/json", "X-Form-Token": token, ...options.headers },
    body: JSON.stringify(sampleEnquiry(n)),
  });
}

let postgres: RunningPostgres | undefined;
test.afterAll(async () => {
  await postgres?.stop();
});

/** Two instances on their own ports, one database, one mail server, and nginx in front. */
async function startPair(
  name: string,
  limits: { perIp: number; global: number },
  logLevel = "warn",
  settings: (instance: number) => Record<string, string> = () => ({}),
) {
  const smtp = await startSmtp();
  postgres ??= await startPostgres();
  const databaseUrl = await createDatabase(postgres.url, `act_${name}_${process.pid}`);
  const ports = [await freePort(), await freePort()];
  const envFor = (port: number, instance: number) => ({
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "act-instance-")),
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    TRUST_PROXY: "1",
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ENQUIRY_RATE_LIMIT_PER_IP: String(limits.perIp),
    ENQUIRY_RATE_LIMIT_GLOBAL: String(limits.global),
    OUTBOX_RETRY_BASE_MS: "100",
    LOG_LEVEL: logLevel,
    ...settings(instance),
  });
  const envs = ports.map(envFor);
  const sites: RunningSite[] = await Promise.all(envs.map((env) => startSite(env)));
  const nginx = await startNginx({ upstreamPorts: ports, port: await freePort() });
  // Each enquiry carries its own token, as each visitor's contact page does; both instances accept them.
  const token = formTokens(TEST_FORM_TOKEN_SECRET);
  return {
    smtp,
    nginx,
    sites,
    envs,
    token,
    async stop() {
      await nginx.stop();
      await Promise.all(sites.map((site) => site.stop()));
      await smtp.stop();
    },
  };
}

test("the per-address and site-wide limits hold across both instances, by the address nginx saw; each enquiry notifies once", async () => {
  const pair = await startPair("limits", { perIp: 5, global: 12 });
  const { nginx, smtp, token } = pair;
  try {
    const statuses = async (from: string, count: number, headers: (i: number) => Record<string, string> = () => ({})) => {
      const answers: Answer[] = [];
      // One after another, so nginx's round robin gives each instance every other one.
      for (let i = 0; i < count; i++) answers.push(await postEnquiry(nginx.url, i, token(), { from, headers: headers(i) }));
      return answers;
    };
    const accepted = (answers: Answer[]) => answers.filter((a) => a.status === 201).map((a) => (JSON.parse(a.body) as { id: string }).id);

    // One client: 5 an hour, though each instance alone would take 5 more.
    const first = await statuses("127.0.0.2", 8);
    expect(first.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // Another client, each time claiming to be someone else: nginx replaces the header, so it is still one client.
    const forged = await statuses("127.0.0.3", 8, (i) => ({ "X-Forwarded-For": `203.0.113.${i + 1}` }));
    expect(forged.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // A third client is under its own limit, but the site takes 12 a minute in all.
    const third = await statuses("127.0.0.4", 4);
    expect(third.map((a) => a.status)).toEqual([201, 201, 429, 429]);
    // Each instance logs its refusals; log lines reach standard output within a quarter of a second.
    const refusedBy = () => pair.sites.map((site) => (site.output().match(/enquiry rate-limited/g) ?? []).length);
    await expect.poll(() => refusedBy().every((count) => count > 0), { message: "each instance refused some", timeout: 5_000 }).toBe(true);

    const ids = [...accepted(first), ...accepted(forged), ...accepted(third)];
    expect(ids).toHaveLength(12);
    await expect.poll(() => smtp.references().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
    // Both workers poll the one outbox: give a second delivery every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.references().sort()).toEqual([...ids].sort());
    console.log(
      `limits: ${first.length + forged.length + third.length} enquiries from 3 addresses, ${ids.length} accepted, ` +
        `${first.length + forged.length + third.length - ids.length} refused (429; per instance ${refusedBy().join(" + ")}), ` +
        `${smtp.messages.length} notifications sent`,
    );
  } finally {
    await pair.stop();
  }
});

test("a rolling restart under steady load fails no request, and each enquiry accepted meanwhile notifies once", async () => {
  const pair = await startPair("rolling", { perIp: 100_000, global: 100_000 }, "info");
  const { nginx, smtp, token } = pair;
  try {
    const MAX_REQUESTS = 4_000;
    let sent = 0;
    let stop = false;
    const failures: string[] = [];
    const accepted: string[] = [];
    const counts = { pages: 0, enquiries: 0 };
    const client = async () => {
      while (!stop && sent < MAX_REQUESTS) {
        const n = sent++;
        const isEnquiry = n % 3 === 2;
        try {
          const answer = isEnquiry ? await postEnquiry(nginx.url, n, token()) : await send(`${nginx.url}${n % 3 === 0 ? "/" : "/contact"}`);
          if (isEnquiry) counts.enquiries++;
          else counts.pages++;
          if (answer.status === 201) accepted.push((JSON.parse(answer.body) as { id: string }).id);
          else if (answer.status !== 200) failures.push(`${isEnquiry ? "POST /api/contact" : "GET"} ${answer.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);

    const served = (site: RunningSite) => (site.output().match(/"msg":"request"/g) ?? []).length;
    for (const i of [0, 1]) {
      const before = sent;
      await expect.poll(() => sent - before, { timeout: 30_000 }).toBeGreaterThan(60);
      await pair.sites[i]!.stop();
      pair.sites[i] = await startSite(pair.envs[i]!);
      // Wait until nginx sends the restarted instance its share again before the other one goes.
      await expect.poll(() => served(pair.sites[i]!), { timeout: 30_000 }).toBeGreaterThan(20);
    }
    stop = true;
    await Promise.all(clients);
    expect(sent).toBeLessThan(MAX_REQUESTS);

    expect(failures).toEqual([]);
    await expect.poll(() => smtp.references().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(accepted.length);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.references().sort()).toEqual([...accepted].sort());
    console.log(
      `rolling restart: ${counts.pages + counts.enquiries} requests (${counts.pages} pages, ${counts.enquiries} enquiries) from 4 clients, ` +
        `${failures.length} failed, ${accepted.length} enquiries accepted, ${smtp.messages.length} notifications sent`,
    );
  } finally {
    await pair.stop();
  }
});

/** How a title shows in the page's HTML. */
const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

test("through nginx's micro-cache a publish shows within two seconds, a preview never enters the cache, and each enquiry is stored once", async () => {
  const revision = revisions[0]!;
  const published = insights.find((insight) => `drafts.${insight._id}` === revision._id)!;
  const page = `/insights/${published.slug!.current}`;
  const contentDir = mkdtempSync(path.join(tmpdir(), "act-content-"));
  cpSync("content", contentDir, { recursive: true });
  const previewSecret = "a preview-link secret of at least thirty-two characters";
  const metricsPorts = [await freePort(), await freePort()];
  const pair = await startPair("microcache", { perIp: 1_000, global: 1_000 }, "warn", (instance) => ({
    CONTENT_DIR: contentDir,
    PREVIEW_LINK_SECRET: previewSecret,
    METRICS_PORT: String(metricsPorts[instance]),
  }));
  const { nginx, smtp, token } = pair;
  try {
    // A public page: rendered once, then answered by nginx.
    const first = await send(`${nginx.url}${page}`);
    expect(first.body).toContain(inHtml(published.Title));
    const again = await send(`${nginx.url}${page}`);
    expect(again.headers["x-cache-status"]).toBe("HIT");
    expect(again.body).toBe(first.body);

    // An editor in preview: the draft, straight from an instance, whether or not the public copy is fresh.
    const link = new URL(
      execFileSync(process.execPath, ["--import", "tsx", "scripts/preview-link.ts", page], {
        env: { ...process.env, PREVIEW_LINK_SECRET: previewSecret, SITE_URL: nginx.url, SANITY_PROJECT_ID: "", DATA_DIR: pair.envs[0]!.DATA_DIR },
        encoding: "utf8",
      }).trim(),
    );
    const entered = await send(`${nginx.url}${link.pathname}${link.search}`);
    const cookie = String(entered.headers["set-cookie"] ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^__act_preview=./);
    for (let i = 0; i < 3; i++) {
      const preview = await send(`${nginx.url}${page}`, { headers: { Cookie: cookie } });
      expect(preview.body).toContain(inHtml(revision.Title));
      expect(preview.headers["x-cache-status"]).toBe("BYPASS");
      // Visitors in between, before and after the copy expires, never see the draft.
      const visitor = await send(`${nginx.url}${page}`);
      expect(visitor.body).toContain(inHtml(published.Title));
      expect(visitor.body).not.toContain(inHtml(revision.Title));
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    // A page for one visitor (the contact form and its token) is never kept either.
    for (let i = 0; i < 2; i++) expect((await send(`${nginx.url}/contact`)).headers["x-cache-status"]).not.toBe("HIT");

    // A publish: an editor's export with the page's headline changed, imported into the instances' content.
    const exportDir = mkdtempSync(path.join(tmpdir(), "act-export-"));
    cpSync(path.join(contentDir, "images"), path.join(exportDir, "images"), { recursive: true });
    cpSync(path.join(contentDir, "files"), path.join(exportDir, "files"), { recursive: true });
    const documents = readFileSync(path.join(contentDir, "data.ndjson"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _id: string });
    const changed = documents.map((doc) => (doc._id === published._id ? { ...doc, Title: "Published through the proxy" } : doc));
    writeFileSync(path.join(exportDir, "data.ndjson"), changed.map((doc) => JSON.stringify(doc)).join("\n"));
    // Kept warm meanwhile, as visitors would.
    expect((await send(`${nginx.url}${page}`)).body).toContain(inHtml(published.Title));
    execFileSync("npx", ["tsx", "scripts/content-import.ts", path.join(exportDir, "data.ndjson"), "--target", contentDir], { stdio: "pipe" });
    const importedAt = Date.now();
    rmSync(exportDir, { recursive: true, force: true });
    await expect.poll(async () => (await send(`${nginx.url}${page}`)).body, { timeout: 2_000, intervals: [50] }).toContain("Published through the proxy");
    console.log(`micro-cache: the publish showed through nginx ${Date.now() - importedAt} ms after the import`);
    for (let i = 0; i < 5; i++) expect((await send(`${nginx.url}${page}`)).body).toContain("Published through the proxy");

    // Enquiries go through to an instance, each stored and notified once.
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await postEnquiry(nginx.url, i, token()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const ids = answers.map((answer) => (JSON.parse(answer.body) as { id: string }).id);
    expect(new Set(ids).size).toBe(6);
    const storedNew = async () => {
      let total = 0;
      for (const port of metricsPorts) {
        const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        total += Number(/^act_enquiries_stored_total\{verdict="new"\} (\d+)$/m.exec(text)?.[1] ?? NaN);
      }
      return total;
    };
    expect(await storedNew()).toBe(6);
    await expect.poll(() => smtp.references().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.references().sort()).toEqual([...ids].sort());
  } finally {
    await pair.stop();
    rmSync(contentDir, { recursive: true, force: true });
  }
});
