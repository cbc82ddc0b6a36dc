/**
 * A client that never finishes its request headers is cut off after the
 * documented 10 seconds (docs/operations.md, "Limits"), not whenever Node
 * next checks (every 30 s unless told otherwise): the server the site
 * listens with, given a trivial handler.
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimitedServer, HEADERS_TIMEOUT_MS } from "./request-limits";

const server = createLimitedServer((_req, res) => res.end("ok"));
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Opens a connection, writes `first`, then one more header byte a second; resolves with what the server sent and when it closed. */
function slowClient(first: string): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.once("connect", () => {
      if (first) socket.write(first);
    });
    const drip = first
      ? setInterval(() => {
          if (!socket.destroyed) socket.write("a");
        }, 1_000)
      : undefined;
    socket.on("close", () => {
      clearInterval(drip);
      resolve({ seconds: (performance.now() - started) / 1000, answer });
    });
  });
}

describe("a client slow to send its request headers", () => {
  it("is answered 408 and cut off about 10 seconds after it connected, whether it sends a header slowly or nothing", { timeout: 40_000 }, async () => {
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    const [dripping, silent] = await Promise.all([slowClient("GET / HTTP/1.1\r\nHost: site.test\r\nX-Slow: "), slowClient("")]);
    for (const [name, client] of [
      ["dripping", dripping],
      ["silent", silent],
    ] as const) {
      expect(client.seconds, name).toBeGreaterThanOrEqual(9.5);
      expect(client.seconds, name).toBeLessThan(13);
    }
    expect(dripping.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("is served as usual when its headers arrive in time", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe("ok");
  });
});
