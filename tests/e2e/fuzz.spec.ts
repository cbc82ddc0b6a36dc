/**
 * Sends 10,000 hostile requests (malformed and huge bodies, odd methods and
 * content types, long and strange paths, headers and image parameters) to the
 * pages, the images and the API. None may get a 5xx, and the site must still
 * answer afterwards.
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const TOTAL = 10_000;
const CONCURRENCY = 16;

/** A small deterministic PRNG, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Hostile = { method: string; path: string; headers: Record<string, string>; body?: Buffer | string };

function generator(seed: number) {
  const random = prng(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const int = (max: number) => Math.floor(random() * max);
  const junk = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + int(95))).join("");

  const image = "/images/embedded/production/2f93e25279154bec82cf3d875cb9c98c1e1248da-1600x900.jpg";
  const paths = [
    "/", "/resources", "/contact", "/about", "/privacypolicy", "/insights/x", "/insights/%00", "/insights/%E0%A4%A",
    "/api/contact", "/api/contact/", "/api/../../etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/", "//evil.example/",
    "/solutions/paracelsus/who-we-serve/%3Cscript%3E", "/healthz", "/readyz", "/sitemap.xml", "/resources/feed.xml",
    "/assets/../../package.json", "/assets/%ff", "/images/embedded/production/..%2f..%2fpackage.json",
    `${image}?w=-1`, `${image}?w=999999999`, `${image}?w=abc`, `${image}?fm=exe`, `${image}?rect=0,0,99999,1`,
    `${image}?rect=a,b,c`, `${image}?w=800&h=0`, `${image}?q=1000`, `${image}?fit=../../`, `${image}?w[]=1&w[]=2`,
    "/images/embedded/production/not-a-file.jpg", "/images/other/production/x.jpg", "/.env", "/.git/config",
    "/index.html?__proto__[x]=1", "/?constructor[prototype][x]=1",
  ];
  const methods = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "CONNECT_X"];
  const contentTypes = [
    "application/json", "application/json; charset=utf-16", "text/plain", "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x", "application/xml", "", "application/json; charset=\u00ff", "*/*", junk(40),
  ];
  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const bodies = (): Buffer | string => {
    switch (int(10)) {
      case 0: return "{";
      case 1: return deep(5000 + int(20000));
      case 2: return JSON.stringify({ firstName: 1, lastName: [], email: {}, phone: null, products: "yes" });
      case 3: return Buffer.alloc(40 * 1024 + int(200 * 1024), 0x61);
      case 4: return `{"a":"${"\u0000".repeat(100)}"}`;
      case 5: return JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } });
      case 6: return Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80, 0x81]);
      case 7: return `firstName=${junk(100)}&email=${"%".repeat(50)}`;
      case 8: return JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ [`k${i}`]: junk(5) })));
      default: return junk(int(3000));
    }
  };

  return (): Hostile => {
    const kind = int(6);
    let path = pick(paths);
    if (kind === 0) path = `/${junk(int(3000)).replace(/[\s#?]/g, "a")}`;
    if (kind === 1) path = `${path}${path.includes("?") ? "&" : "?"}${junk(int(1500)).replace(/[\s#]/g, "b")}`;
    const headers: Record<string, string> = {};
    if (kind === 2) headers["x-junk"] = junk(int(20_000));
    if (kind === 3) headers["accept"] = pick(["image/avif", "*/*", junk(200), ""]);
    if (random() < 0.3) headers["x-forwarded-for"] = pick(["1.2.3.4", junk(50), "::1, 999.999.999.999"]);
    if (random() < 0.2) headers["if-none-match"] = pick(["*", junk(100), 'W/"x"']);
    const method = pick(methods);
    const hasBody = method !== "GET" && method !== "HEAD" && random() < 0.8;
    if (hasBody) headers["content-type"] = pick(contentTypes);
    return { method, path, headers, body: hasBody ? bodies() : undefined };
  };
}

function send(hostile: Hostile): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: PORT, method: hostile.method, path: hostile.path, headers: hostile.headers, timeout: 20_000 },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(res.statusCode ?? 0));
      },
    );
    // A refused request (invalid header characters, a socket closed on an oversized body) is a
    // client-side error, not a server answer: it counts as "no 5xx".
    req.on("error", (error) => {
      if (process.env.FUZZ_DEBUG) console.log(error.message, hostile.method, hostile.path.slice(0, 60));
      resolve(-1);
    });
    req.on("timeout", () => {
      req.destroy();
      resolve(-2);
    });
    if (hostile.body !== undefined) req.end(hostile.body);
    else req.end();
  });
}

test("10,000 hostile requests get no 5xx, and the site still answers", async ({ request }) => {
  test.setTimeout(600_000);
  const next = generator(20261122);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < TOTAL) {
        sent += 1;
        const hostile = next();
        const status = await send(hostile);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === -2) failures.push(`${status} ${hostile.method} ${hostile.path.slice(0, 120)}`);
      }
    }),
  );
  console.log("statuses:", Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
  expect(failures.slice(0, 20)).toEqual([]);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(TOTAL);
  expect((await request.get("/healthz")).status()).toBe(200);
  expect((await request.get("/")).status()).toBe(200);
});
