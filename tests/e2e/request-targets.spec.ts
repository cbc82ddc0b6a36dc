/**
 * Request targets a browser never sends but a client can: another spelling of
 * a page is redirected to the page (or not found), never a 200 copy kept
 * beside it; an absolute-form request line is served when it names this site
 * and refused with 400 otherwise, without an error in the log.
 */
import { expect, test } from "@playwright/test";
import { sendTarget } from "../support/request-target";
import { startSite, type RunningSite } from "../support/server";

let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite({ DATA_DIR: "./data/e2e-request-targets" });
});
test.afterAll(async () => site?.stop());

const send = async (target: string, headers: Record<string, string> = {}) => {
  const answer = await sendTarget(site.url, target, { headers });
  return { status: answer.status, location: answer.location, cacheControl: answer.headers["cache-control"] };
};

test("another spelling of a page is sent to the page, and a path no page can have is not found, without loops", async () => {
  for (const [alias, page] of [
    ["/%61bout", "/about"],
    ["/./about", "/about"],
    ["/resources/../about", "/about"],
    ["/solutions//dccm", "/solutions/dccm"],
  ] as const) {
    // Twice: the second answer would come from the render cache if the first had been kept.
    for (let i = 0; i < 2; i++) expect(await send(alias), alias).toMatchObject({ status: 301, location: page });
  }
  for (const path of ["/about%2f..", "/about%2f../", "/about;v=1"]) {
    const answer = await send(path);
    expect(answer.status, path).toBe(404);
    expect(answer.cacheControl, path).toBeDefined();
  }
});

test("an absolute-form request line is served when it names this site, 400 when it names another, and logs no error", async () => {
  const { host } = new URL(site.url);
  expect((await send(`http://${host}/about`, { host })).status).toBe(200);
  const foreign = await send("http://evil.example/about", { host });
  expect(foreign.status).toBe(400);
  expect((await send("/about")).status).toBe(200);
  // Log lines are written in batches: wait for the refusal's own line.
  await expect.poll(() => site.output().includes('"status":400')).toBe(true);
  const errors = site
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level >= 50);
  expect(errors).toEqual([]);
});
