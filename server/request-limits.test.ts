/**
 * A client that never finishes its request headers is cut off after the
 * documented 10 seconds (docs/operations.md, "Limits"), not whenever Node
 * next checks (every 30 s unless told otherwise): the server the site
 * listens with, given a trivial handler.
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLimitedServer, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from "./request-limits";

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

// The two describes below run at once: each test only waits on the server's clock (17 s in turn, 11 s at once).
describe.concurrent("a client slow to send its request headers", () => {
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

/** Sends a request on an open connection: resolves with the answer, or rejects if the connection is gone first. */
function ask(socket: ReturnType<typeof connect>): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const onData = (chunk: string) => {
      answer += chunk;
      if (answer.endsWith("ok")) settle(() => resolve(answer));
    };
    const onGone = () => settle(() => reject(new Error(`the connection closed before an answer: ${answer || "nothing"}`)));
    const settle = (then: () => void) => {
      socket.off("data", onData).off("close", onGone).off("error", onGone);
      then();
    };
    socket.on("data", onData).on("close", onGone).on("error", onGone);
    socket.write("GET / HTTP/1.1\r\nHost: site.test\r\n\r\n");
  });
}

describe.concurrent("a connection kept alive", () => {
  it("says how long it is kept, and takes a request after an idle while that Node's default (5 s) would have cut", { timeout: 20_000 }, async () => {
    const socket = connect(port, "127.0.0.1");
    socket.setEncoding("latin1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const first = await ask(socket);
    expect(first).toContain(`Keep-Alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
  });
});
