/**
 * One instance of the production build, on SQLite or on PostgreSQL, given
 * `total` hostile requests (hostile-requests.ts). Notifications go to .eml files
 * under its own DATA_DIR, as without SMTP; the limits are lifted so hostile
 * enquiries reach the database instead of stopping at 429.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { startBuiltSite } from "./built-site";
import { formTokens, TEST_FORM_TOKEN_SECRET } from "./form-tokens";
import { sendHostile, type HostileRun } from "./hostile-requests";
import { startNginx } from "./nginx";
import { startVarnish } from "./varnish";

export type FuzzProxy = "nginx" | "varnish";
export type FuzzResult = HostileRun & { database: "sqlite" | "postgresql"; proxy: FuzzProxy | "none"; stillServes: boolean };

/** With `proxy`, the requests go through that recipe (docs/nginx, docs/varnish) in front of the instance, and so do the checks after. */
export async function fuzzSite(options: { total: number; seed: number; databaseUrl?: string; deadlineMs?: number; proxy?: FuzzProxy }): Promise<FuzzResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-fuzz-"));
  const site = await startBuiltSite(await freePort(), {
    DATA_DIR: dataDir,
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    ENQUIRY_MIN_FILL_SECONDS: "0",
    ENQUIRY_RATE_LIMIT_PER_IP: "100000000",
    ENQUIRY_RATE_LIMIT_GLOBAL: "100000000",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const upstreamPorts = [Number(new URL(site.url).port)];
  const proxy =
    options.proxy === "nginx"
      ? await startNginx({ upstreamPorts, port: await freePort() })
      : options.proxy === "varnish"
        ? await startVarnish({ upstreamPorts, port: await freePort() })
        : undefined;
  const target = proxy?.url ?? site.url;
  try {
    const run = await sendHostile(target, { total: options.total, seed: options.seed, formToken: formTokens(), deadlineMs: options.deadlineMs });
    const answers = await Promise.all(
      ["/healthz", "/", "/contact"].map((url) =>
        fetch(`${target}${url}`).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    return {
      ...run,
      database: options.databaseUrl ? "postgresql" : "sqlite",
      proxy: options.proxy ?? "none",
      stillServes: answers.every((status) => status === 200),
    };
  } finally {
    await proxy?.stop();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
