/**
 * A loopback proxy in front of the site for the cross-browser tests. It sees what every engine asks
 * for (each request's path as it is asked, and its status once answered, read by the tests over
 * GET /__proxy/requests?engine=<engine>, and forgotten by GET /__proxy/reset?engine=<engine>: the engines
 * run at once, each told apart by its User-Agent), and it gives
 * WebKit a way to report console errors: WebKitWebDriver (2.50) has neither a log endpoint nor
 * WebDriver BiDi, and MiniBrowser ignores its "console messages to stdout" setting under automation.
 * So each HTML page gets one small script as the first child of <head> that records console.error
 * calls, uncaught errors, unhandled rejections and CSP violations in `window.__consoleErrors`; the
 * page's Content-Security-Policy gets that script's hash and nothing else.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Engine } from "./driver";

/** Runs before the page's own scripts; its source is hashed into the policy, so keep it one string. */
export const ERROR_COLLECTOR = `(function(){var errors=window.__consoleErrors=[];var original=console.error;console.error=function(){errors.push(Array.prototype.map.call(arguments,String).join(" "));return original.apply(console,arguments)};addEventListener("error",function(event){errors.push("uncaught: "+event.message)});addEventListener("unhandledrejection",function(event){errors.push("unhandled rejection: "+String(event.reason))});document.addEventListener("securitypolicyviolation",function(event){errors.push("CSP violation: "+event.violatedDirective+" "+event.blockedURI)})})();`;
const COLLECTOR_HASH = `'sha256-${createHash("sha256").update(ERROR_COLLECTOR).digest("base64")}'`;

/**
 * A request as the browser sent it, recorded when it arrives: it belongs to the page open then, even when the
 * site answers after the browser has moved on (and given it up). `status` is 0 until the site has answered.
 */
export type ObservedRequest = { method: string; path: string; status: number };

/** The engine a request came from, by the User-Agent each sends (Chromium's and WebKit's both name AppleWebKit). */
export function engineOf(userAgent = ""): Engine | "other" {
  if (/ Firefox\//.test(userAgent)) return "firefox";
  if (/Chrome\//.test(userAgent)) return "chromium";
  if (/ AppleWebKit\//.test(userAgent)) return "webkit";
  return "other";
}

export type ObservingProxy = { url: string; stop: () => Promise<void> };

export async function startObservingProxy(site: string, port = 0): Promise<ObservingProxy> {
  const target = new URL(site);
  let requests: (ObservedRequest & { engine: Engine | "other" })[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    const asked = new URL(path, "http://proxy");
    const engine = asked.searchParams.get("engine");
    if (asked.pathname === "/__proxy/reset") {
      requests = requests.filter((observed) => observed.engine !== engine);
      response.writeHead(204).end();
      return;
    }
    if (asked.pathname === "/__proxy/requests") {
      const seen = requests.filter((observed) => observed.engine === engine).map(({ method, path, status }) => ({ method, path, status }));
      response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(JSON.stringify(seen));
      return;
    }
    const observed = { method: request.method ?? "GET", path, status: 0, engine: engineOf(request.headers["user-agent"]) };
    requests.push(observed);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path, headers: { ...request.headers, "accept-encoding": "identity" } },
      (answer) => {
        observed.status = answer.statusCode ?? 502;
        const headers = { ...answer.headers };
        if (!String(headers["content-type"]).startsWith("text/html") || request.method === "HEAD") {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks)
            .toString("utf8")
            .replace(/<head(\s[^>]*)?>/, (head) => `${head}<script>${ERROR_COLLECTOR}</script>`);
          const policy = headers["content-security-policy"];
          if (typeof policy === "string") headers["content-security-policy"] = policy.replace(/script-src /, `script-src ${COLLECTOR_HASH} `);
          delete headers["content-length"];
          delete headers["transfer-encoding"];
          response.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": Buffer.byteLength(html) });
          response.end(html);
        });
      },
    );
    upstream.on("error", () => {
      observed.status = 502;
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
