/**
 * The production server says once, at start-up, what still reads as sample or
 * unset for a public site: the list `npm run launch-check` prints, one warning
 * per item (issue 35).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSite } from "../support/server";

test("a production start on the sample logs each launch-check item once, as a warning", async () => {
  const site = await startSite({ SITE_URL: "http://localhost:3000", SMTP_URL: "", ENQUIRY_NOTIFY_TO: "" });
  // The check runs after the server listens; its lines are written out as the process exits.
  await expect.poll(async () => (await fetch(`${site.url}/healthz`)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await site.stop();
  const warnings = site
    .output()
    .split("\n")
    .filter((line) => line.includes("not ready for launch"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; launchCheck: { what: string; where: string } });
  expect(warnings.length).toBeGreaterThan(30);
  expect(warnings.every((line) => line.level === 40)).toBe(true);
  const said = warnings.map((line) => line.msg);
  for (const seen of ["SITE_URL is http://localhost:3000", "SMTP_URL is unset", "Lee Sampleford", "Names and logos shown are fictional examples", "(850) 555-0142"]) {
    expect(said.filter((msg) => msg.includes(seen)).length, seen).toBeGreaterThanOrEqual(1);
  }
  expect(new Set(said).size).toBe(said.length);
  expect(warnings.find((line) => line.msg.includes("Lee Sampleford"))?.launchCheck.where).toBe('in the Studio: Testimonial "Lee Sampleford" › name');
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
