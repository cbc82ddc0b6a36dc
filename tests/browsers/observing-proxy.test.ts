import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { engineOf, type ObservedRequest, startObservingProxy } from "./observing-proxy";

const stops: (() => Promise<void>)[] = [];

// The User-Agent strings the three engines of the subset send here.
const CHROMIUM = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const WEBKIT = "Mozilla/5.0 (X11; Ubuntu; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

test("a request belongs to the page open when the browser sent it, not to the one open when the site answers", async () => {
  // A site that answers a picture only when told: a picture a page asked for, still being made as the browser moves on.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const site = http.createServer((_request, response) => {
    void answered.then(() => response.writeHead(200, { "content-type": "image/avif" }).end("picture"));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise((resolve) => site.close(() => resolve())));
  const proxy = await startObservingProxy(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  stops.push(proxy.stop);
  const requests = async () => (await (await fetch(`${proxy.url}/__proxy/requests?engine=firefox`)).json()) as ObservedRequest[];

  const picture = fetch(`${proxy.url}/images/a.jpg?w=480&fm=avif`, { headers: { "user-agent": FIREFOX } });
  await expect.poll(requests).toEqual([{ method: "GET", path: "/images/a.jpg?w=480&fm=avif", status: 0 }]);
  await fetch(`${proxy.url}/__proxy/reset?engine=firefox`);
  answer();
  expect((await picture).status).toBe(200);
  expect(await requests()).toEqual([]);
});

test("each engine's requests are its own: the engines run at once, and one forgetting its requests keeps the others'", async () => {
  expect([CHROMIUM, FIREFOX, WEBKIT, "node"].map(engineOf)).toEqual(["chromium", "firefox", "webkit", "other"]);
  const site = http.createServer((_request, response) => response.writeHead(200, { "content-type": "text/css" }).end("p{}"));
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise((resolve) => site.close(() => resolve())));
  const proxy = await startObservingProxy(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  stops.push(proxy.stop);
  const requests = async (engine: string) =>
    ((await (await fetch(`${proxy.url}/__proxy/requests?engine=${engine}`)).json()) as ObservedRequest[]).map((request) => request.path);

  for (const [agent, file] of [
    [CHROMIUM, "/a.css"],
    [FIREFOX, "/b.css"],
    [WEBKIT, "/c.css"],
    [FIREFOX, "/d.css"],
  ] as const) {
    expect((await fetch(`${proxy.url}${file}`, { headers: { "user-agent": agent } })).status).toBe(200);
  }
  expect(await requests("chromium")).toEqual(["/a.css"]);
  expect(await requests("firefox")).toEqual(["/b.css", "/d.css"]);
  expect(await requests("webkit")).toEqual(["/c.css"]);
  await fetch(`${proxy.url}/__proxy/reset?engine=firefox`);
  expect(await requests("firefox")).toEqual([]);
  expect(await requests("chromium")).toEqual(["/a.css"]);
  expect(await requests("webkit")).toEqual(["/c.css"]);
});
