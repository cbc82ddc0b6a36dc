/**
 * Two instances of the production server on one PostgreSQL, behind Debian's
 * nginx with the README's proxy configuration (TRUST_PROXY=1): the enquiry
 * limits hold across both, the client's address is the one nginx saw (a
 * forged X-Forwarded-For does not change it), each notification is sent
 * once, and a rolling restart under steady load fails no request.
 */
import { request } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startNginx } from "../support/nginx";
import { createDatabase, startPostgres, type RunningPostgres } from "../support/postgres";
import { startSmtp } from "../support/smtp";
import { freePort, startSite, type RunningSite } from "../support/server";
import { sampleEnquiry } from "../support/sample-enquiry";
import { formTokens, TEST_FORM_TOKEN_SECRET } from "../support/form-token";

test.describe.configure({ mode: "serial", timeout: 240_000 });

type Answer = { status: number; body: string };

/** One HTTP request from a chosen loopback address (127.0.0.x), as a distinct client would send it. */
function send(url: string, options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, localAddress: options.from, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
    req.end(options.body);
  });
}

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
async function startPair(name: string, limits: { perIp: number; global: number }, logLevel = "warn") {
  const smtp = await startSmtp();
  postgres ??= await startPostgres();
  const databaseUrl = await createDatabase(postgres.url, `act_${name}_${process.pid}`);
  const ports = [await freePort(), await freePort()];
  const envFor = (port: number) => ({
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
  });
  const envs = ports.map(envFor);
  const sites: RunningSite[] = await Promise.all(envs.map((env) => startSite(env)));
  const nginx = await startNginx({ upstreamPorts: ports, port: await freePort() });
  // Each enquiry carries its own token, as each visitor's contact page does; both instances accept them.
  const token = formTokens(TEST_FORM_TOKEN_SECRET);
  return {
    smtp, nginx, sites, envs, token,
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
