/**
 * The start says in a handful of lines where the site listens, which content it
 * serves and how many items the launch check still lists (`npm run launch-check`
 * prints them); the items themselves are logged at debug level.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/lib/free-port";
import { startSite } from "../support/server";

/** `npm start`'s program on the built tree, with these settings, until it has said what the launch check found. */
async function startOutput(env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-start-"));
  let output = "";
  // As an operator's shell has it: NODE_ENV left to the start (Playwright's runner sets its own).
  const { NODE_ENV: _runner, ...inherited } = process.env;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...inherited, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, SANITY_PROJECT_ID: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    await expect.poll(() => output.includes('"launch check: ') || child.exitCode !== null, { timeout: 60_000 }).toBe(true);
  } finally {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once("close", resolve);
        child.kill("SIGTERM");
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return output.trimEnd().split("\n");
}

test.describe.configure({ timeout: 120_000 });

const SAMPLE_SETTINGS = { SITE_URL: "http://localhost:3000", SMTP_URL: "", ENQUIRY_NOTIFY_TO: "", LOG_LEVEL: "info" };

test("a start on the sample prints a handful of lines: where it listens and from which content, and the launch check's count, the number npm run launch-check lists", async () => {
  const lines = await startOutput(SAMPLE_SETTINGS);
  // Listening, the launch check, and the shutdown's two lines.
  expect(lines.length, lines.join("\n")).toBeLessThanOrEqual(10);
  const logged = lines
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; launchCheck?: { count: number } });
  expect(logged.find((line) => line.msg.startsWith("ACT website listening on"))?.msg).toMatch(
    /^ACT website listening on http:\/\/127\.0\.0\.1:\d+, content from the embedded dataset in \.\/content$/,
  );
  const check = logged.find((line) => line.launchCheck);
  expect(check?.level).toBe(40);
  // Every line is short enough to read in a terminal: no item's details at the default level.
  expect(lines.filter((line) => line.length > 300)).toEqual([]);

  const listed = spawnSync(process.execPath, ["--import", "tsx", "scripts/launch-check.ts"], {
    env: { ...process.env, ...SAMPLE_SETTINGS, SANITY_PROJECT_ID: "" },
    encoding: "utf8",
    timeout: 60_000,
  });
  const count = Number(/Not ready for launch: (\d+) item/.exec(listed.stdout)?.[1]);
  expect(count).toBeGreaterThan(30);
  expect(check?.launchCheck?.count).toBe(count);
  expect(check?.msg).toBe(`launch check: ${count} item(s) still read as sample or unset; npm run launch-check lists them`);
});

test("the launch check's items are in the log at debug level, each once", async () => {
  const lines = await startOutput({ ...SAMPLE_SETTINGS, LOG_LEVEL: "debug" });
  const items = lines
    .filter((line) => line.includes("not ready for launch"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; launchCheck: { what: string; where: string } });
  expect(items.length).toBeGreaterThan(30);
  expect(items.every((line) => line.level === 20)).toBe(true);
  const said = items.map((line) => line.msg);
  for (const seen of ["SITE_URL is http://localhost:3000", "SMTP_URL is unset", "Lee Sampleford", "(850) 555-0142"]) {
    expect(said.filter((msg) => msg.includes(seen)).length, seen).toBeGreaterThanOrEqual(1);
  }
  expect(new Set(said).size).toBe(said.length);
});

test("a mistyped LOG_LEVEL stops the start with a line naming it in plain words, like any bad setting", () => {
  const started = spawnSync(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "loud" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(started.status).toBe(1);
  const [line, ...rest] = started.stdout.trim().split("\n");
  expect(rest).toEqual([]);
  expect((JSON.parse(line!) as { msg: string }).msg).toContain("  LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent\n");
  expect(started.stderr).toBe("");
});

test("a 20 MB field without spaces in the content does not hold back a production start: the site answers at once", async () => {
  test.setTimeout(120_000);
  const contentDir = path.join(mkdtempSync(path.join(tmpdir(), "act-launch-huge-")), "content");
  cpSync("content", contentDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}sample`) });
  const file = path.join(contentDir, "data.ndjson");
  const lines = readFileSync(file, "utf8").split("\n");
  const about = lines.findIndex((line) => line.includes('"_id":"aboutPage"'));
  // What an editor can paste into any text field of the Studio.
  lines[about] = JSON.stringify({ ...JSON.parse(lines[about]!), pastedNotes: `${"a".repeat(20_000_000)} help@example.com` });
  writeFileSync(file, lines.join("\n"));
  // startSite waits (20 s at most) for /healthz: the check's quadratic pattern held it for minutes.
  const site = await startSite({ CONTENT_DIR: contentDir, DATA_DIR: path.join(path.dirname(contentDir), "data") });
  try {
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/about`)).status).toBe(200);
  } finally {
    await site.stop();
  }
});
