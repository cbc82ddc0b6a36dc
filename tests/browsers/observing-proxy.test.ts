import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { type ObservedRequest, startObservingProxy } from "./observing-proxy";

const stops: (() => Promise<void>)[] = [];
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
  const requests = async () => (await (await fetch(`${proxy.url}/__proxy/requests`)).json()) as ObservedRequest[];

  const picture = fetch(`${proxy.url}/images/a.jpg?w=480&fm=avif`);
  await expect.poll(requests).toEqual([{ method: "GET", path: "/images/a.jpg?w=480&fm=avif", status: 0 }]);
  await fetch(`${proxy.url}/__proxy/reset`);
  answer();
  expect((await picture).status).toBe(200);
  expect(await requests()).toEqual([]);
});
