/** A request whose target reaches the server exactly as written (as `curl --path-as-is` or `--request-target` sends it). */
import { request, type IncomingHttpHeaders } from "node:http";

export type Answer = { status: number; location?: string; headers: IncomingHttpHeaders };

export function sendTarget(base: string, target: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path: target, method: options.method ?? "GET", headers: options.headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, headers: res.headers }));
    })
      .on("error", reject)
      .end();
  });
}
