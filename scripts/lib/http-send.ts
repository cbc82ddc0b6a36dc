/**
 * One HTTP or HTTPS request as a client sends it, on a connection of its own (no pool: nothing outlives the server
 * it reached), for the specs and benchmarks that talk to the site through nginx or Varnish, where fetch would hide
 * what the proxy answered (it decodes bodies, follows redirects, reuses connections). The answer's status and
 * headers, its bytes as sent, those bytes as text, and how long it took.
 */
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

export type Answer = { status: number; headers: IncomingHttpHeaders; bytes: Buffer; body: string; ms: number };

export type SendOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The loopback address to send from (127.0.0.x), as a distinct client would. */
  from?: string;
  /** HTTPS: the name the client asks the certificate for (any certificate is taken: the tests' own are self-signed). */
  servername?: string;
};

export function send(url: string, { method = "GET", headers = {}, body, from, servername }: SendOptions = {}): Promise<Answer> {
  const started = performance.now();
  const secure = url.startsWith("https:");
  return new Promise((resolve, reject) => {
    const answered = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString("utf8"), ms: performance.now() - started });
      });
      res.on("error", reject);
    };
    const options = { method, headers, agent: false as const, localAddress: from };
    const req = secure ? httpsRequest(url, { ...options, rejectUnauthorized: false, servername }, answered) : httpRequest(url, options, answered);
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
    req.end(body);
  });
}
