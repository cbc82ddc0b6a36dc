/**
 * The container image (Containerfile): built with buildah on a base made here from Debian's
 * packages and Node.js 24 (tests/support/container.ts), it holds only the production files, runs as an
 * unprivileged user with its settings from the environment, serves pages, passes its own health check,
 * accepts an enquiry, and keeps it (with the form-token secret it generated) on its volume across a
 * restart. The build's and the start's durations and the image's size are printed for the record.
 */
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { freePort } from "../../scripts/lib/free-port";
import {
  buildSiteImage,
  containerTestCannotRun,
  containerToolsMissing,
  ensureBaseImage,
  imageConfig,
  imageSize,
  listInImage,
  runContainer,
  runInImage,
  SITE_IMAGE,
  type RunningContainer,
} from "../support/container";
import { sampleEnquiry } from "../../scripts/lib/sample-enquiry";
import { contactPageToken } from "../support/server";

// As root (CI), missing tools fail the test: npm test installs them there.
const cannotRun = containerTestCannotRun();
test.skip(cannotRun !== undefined, cannotRun);
// A clean machine makes the base and builds every step: about 7 minutes on two shared cores.
test.describe.configure({ mode: "serial", timeout: 45 * 60_000 });

/** The uid the image runs as (the official Node images' `node`). */
const UID = 1000;
const SITE_URL = "https://www.act-site.test";
let dataDir = "";
test.afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let running: RunningContainer | undefined;
test.afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function start() {
  running = await runContainer(SITE_IMAGE, { port: await freePort(), dataDir, env: { SITE_URL, ENQUIRY_MIN_FILL_SECONDS: "0" } });
  return running;
}

function postEnquiry(site: RunningContainer, n: number, token: string) {
  return fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Form-Token": token },
    body: JSON.stringify(sampleEnquiry(n)),
  });
}

test.beforeAll(async () => {
  test.setTimeout(45 * 60_000);
  const missing = containerToolsMissing();
  if (missing) throw new Error(missing);
  dataDir = mkdtempSync(path.join(tmpdir(), "act-container-data-"));
  // The volume is the server's to write, as a named volume of the image's /data would be.
  chownSync(dataDir, UID, UID);
  const base = ensureBaseImage();
  console.log(
    base.seconds
      ? `container: base ${base.name} made in ${base.seconds.total.toFixed(0)} s (mmdebstrap ${base.seconds.debian.toFixed(0)} s)`
      : `container: base ${base.name} taken from buildah's storage`,
  );
  const build = buildSiteImage(base.name);
  console.log(`container: ${SITE_IMAGE} built in ${build.seconds.toFixed(0)} s, ${imageSize(SITE_IMAGE)}`);
});

test("the image holds only the production files, runs unprivileged, keeps its data in /data and checks /healthz", () => {
  const config = imageConfig(SITE_IMAGE);
  expect(config.User).toBe(`${UID}:${UID}`);
  expect(config.WorkingDir).toBe("/app");
  expect(config.Cmd).toEqual(["node", "build/server/index.js"]);
  expect(Object.keys(config.Volumes ?? {})).toEqual(["/data"]);
  expect(Object.keys(config.ExposedPorts ?? {})).toEqual(["3000/tcp"]);
  expect(config.Env).toEqual(expect.arrayContaining(["NODE_ENV=production", "DATA_DIR=/data", "PORT=3000", "HOST=0.0.0.0"]));
  expect(config.Healthcheck?.Test.join(" ")).toContain("/healthz");

  expect(listInImage(SITE_IMAGE, "/app")).toEqual(["build", "content", "node_modules", "package.json"]);
  expect(listInImage(SITE_IMAGE, "/app/content")).toEqual(["assets.json", "data.ndjson", "files", "images"]);
  // The production dependencies as the lockfile has them: none that only development needs, every one
  // that production needs (optional ones, such as other platforms' binaries, may be missing).
  const modules = new Set(
    listInImage(SITE_IMAGE, "/app/node_modules").flatMap((name) =>
      name.startsWith("@") ? listInImage(SITE_IMAGE, `/app/node_modules/${name}`).map((inner) => `${name}/${inner}`) : [name],
    ),
  );
  const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { dev?: boolean; optional?: boolean; devOptional?: boolean }>;
  };
  const topLevel = Object.entries(packages)
    .filter(([key]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key))
    .map(([key, flags]) => ({ name: key.slice("node_modules/".length), ...flags }));
  const devOnly = topLevel.filter((entry) => entry.dev).map(({ name }) => name);
  const needed = topLevel.filter((entry) => !entry.dev && !entry.optional && !entry.devOptional).map(({ name }) => name);
  expect(devOnly).toEqual(expect.arrayContaining(["@react-router/dev", "@playwright/test", "tailwindcss"]));
  expect(devOnly.filter((name) => modules.has(name))).toEqual([]);
  expect(needed.filter((name) => !modules.has(name))).toEqual([]);
  // Development tools a production package names only as an optional peer, which npm's prune keeps (about 60 MB).
  expect(["vite", "vitest", "tsx", "typescript"].filter((name) => modules.has(name))).toEqual([]);
});

test("it serves pages with its settings from the environment, and its health check says so", async () => {
  const site = await start();
  console.log(`container: start to first page ${(site.startToFirstPageMs / 1000).toFixed(1)} s`);
  const home = await fetch(`${site.url}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/"`);
  const image = /\/images\/embedded\/production\/[^"?\s]+/.exec(html)?.[0];
  expect(image, "the home page shows a content image").toBeTruthy();
  expect((await fetch(`${site.url}${image}`)).status).toBe(200);

  // The HEALTHCHECK's own command, run in a second container of the image (same network).
  const healthcheck = imageConfig(SITE_IMAGE).Healthcheck!.Test.slice(1);
  const port = new URL(site.url).port;
  expect(runInImage(SITE_IMAGE, { PORT: port }, healthcheck)).toBe(0);
  expect(await site.stop()).toBe(0);
  running = undefined;
  expect(runInImage(SITE_IMAGE, { PORT: port }, healthcheck)).not.toBe(0);
});

test("it accepts an enquiry and keeps it on its volume across a restart, with the form-token secret it generated", async () => {
  const first = await start();
  const firstAnswer = await postEnquiry(first, 1, await contactPageToken(first.url));
  expect(firstAnswer.status).toBe(201);
  const { id: firstId } = (await firstAnswer.json()) as { id: string };
  // A visitor opens the contact page, and the site restarts (a deploy) before they send it.
  const openPage = await contactPageToken(first.url);
  expect(await first.stop()).toBe(0);
  running = undefined;

  const second = await start();
  const secondAnswer = await postEnquiry(second, 2, openPage);
  expect(secondAnswer.status).toBe(201);
  const { id: secondId } = (await secondAnswer.json()) as { id: string };
  await expect.poll(() => mailFiles().length, { timeout: 10_000 }).toBe(2);
  expect(await second.stop()).toBe(0);
  running = undefined;

  // Read on the volume, as `npm run enquiries -- list` would: both stored, both "new" (staff notified),
  // the second one's token still good because the secret that signed it was kept in /data.
  const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
  try {
    const rows = db.prepare("select id, email, status from enquiries order by created_at").all();
    expect(rows).toEqual([
      { id: firstId, email: sampleEnquiry(1).email, status: "new" },
      { id: secondId, email: sampleEnquiry(2).email, status: "new" },
    ]);
  } finally {
    db.close();
  }
  expect(statSync(path.join(dataDir, "site.db")).uid).toBe(UID);
});

function mailFiles(): string[] {
  try {
    return readdirSync(path.join(dataDir, "mail")).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
}
