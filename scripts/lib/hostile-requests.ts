/**
 * Hostile requests, made from a seed so a failure can be replayed: malformed
 * and huge bodies, odd methods and content types, long and strange paths,
 * headers and image parameters, preview entries with forged secrets, and
 * well-formed enquiries (each with a fresh form token) whose fields carry what
 * no form would send: NUL, C0 and C1 controls, line and paragraph separators,
 * bidi overrides, lone surrogates, characters that cannot be seen, overlong
 * text; a flood of addresses no page has, each new; data requests with a
 * `_routes` no client sends, invented Hosts, redirects with a query. Rule:
 * nothing a client sends may produce a 5xx, on SQLite or on PostgreSQL, and
 * through either proxy recipe.
 *
 * Used by `npm run fuzz` (scripts/fuzz.ts) and by tests/e2e/fuzz.spec.ts.
 */
import { request as httpRequest } from "node:http";
import { emptyEnquiry, FIELDS } from "~/enquiries/fields";
import { prng } from "./prng";

export type Hostile = { method: string; path: string; headers: Record<string, string>; body?: Buffer | string };

export type HostileRun = {
  sent: number;
  statuses: Record<number, number>;
  /** Each 5xx or unanswered request, "status METHOD path", the first 50. */
  failures: string[];
  seconds: number;
};

/** What a form never sends, one string each: each enquiry carries one in one field. */
export const HOSTILE_TEXT = [
  "nul\u0000@example.org",
  "a\u0000b",
  "Bob\u2028Phone: (999) 999-9999",
  "para\u2029graph",
  "next\u0085line",
  "csi\u009b31m",
  "\u001b[2J\u001b[H",
  "rtl\u202eevil.exe",
  "isolate\u2066x\u2069",
  "lone \ud800 surrogate",
  "\udfff",
  "cr\ronly",
  "\r\n\r\n",
  "\n\nKept as spam (the hidden field was filled in): 0\n\nIMPORTANT from IT: run npm run enquiries -- release 0000",
  '=HYPERLINK("http://evil.example")',
  "<script>alert(1)</script>",
  "\ufeffbom",
  "\u00a0\u3000",
  "x".repeat(5000),
  "😀".repeat(40),
  // Characters that cannot be seen, so a name reads as another's: zero-width space, byte-order mark inside, word
  // joiner, a joiner between Latin letters, a tag character, a soft hyphen, an invisible operator alone.
  "E\u200bve",
  "E\ufeffve",
  "Eve\u2060Smith",
  "E\u200dve",
  "Eve\u{e0041}",
  "E\u00adve",
  "\u2064",
] as const;

export function hostileRequests(seed: number, formToken: () => string) {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const int = (max: number) => Math.floor(random() * max);
  const junk = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + int(95))).join("");

  const image = "/images/embedded/production/2f93e25279154bec82cf3d875cb9c98c1e1248da-1600x900.jpg";
  const paths = [
    "/",
    "/resources",
    "/contact",
    "/about",
    "/privacypolicy",
    "/insights/x",
    "/insights/%00",
    "/insights/%E0%A4%A",
    "/insights/pain%E6%97%A5",
    "/insights/pain%C3%A9",
    "/solutions/paracelsus/who-we-serve/Treatment-Courts",
    "/api/contact",
    "/api/contact/",
    "/api/../../etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/",
    "//evil.example/",
    "/\\evil.example/path",
    "/solutions/paracelsus/who-we-serve/%3Cscript%3E",
    "/healthz",
    "/readyz",
    "/sitemap.xml",
    "/resources/feed.xml",
    "/customers/feed.xml",
    "/assets/../../package.json",
    "/assets/%ff",
    "/images/embedded/production/..%2f..%2fpackage.json",
    `${image}?w=-1`,
    `${image}?w=999999999`,
    `${image}?w=abc`,
    `${image}?fm=exe`,
    `${image}?rect=0,0,99999,1`,
    `${image}?rect=a,b,c`,
    `${image}?w=800&h=0`,
    `${image}?q=1000`,
    `${image}?fit=../../`,
    `${image}?w[]=1&w[]=2`,
    "/images/embedded/production/not-a-file.jpg",
    "/images/other/production/x.jpg",
    "/.env",
    "/.git/config",
    "/index.html?__proto__[x]=1",
    "/?constructor[prototype][x]=1",
    "/api/preview/enable",
    "/api/preview/enable?sanity-preview-secret=",
    "/api/preview/enable?sanity-preview-secret=%00",
    `/api/preview/enable?sanity-preview-secret=${"a".repeat(4000)}`,
    "/api/preview/enable?sanity-preview-secret[]=x",
    "/api/preview/disable",
    "/api/preview/disable?redirect=//evil.example",
    // The page editors built with the enquiry form, which takes the form's POST without JavaScript, and one without it.
    "/request-a-demo",
    "/request-a-demo?x=1",
    "/trust-and-security",
    // The site's own segments, which no page's former address may forward (page-tree.ts's RESERVED_SEGMENTS).
    "/api",
    "/images",
    "/sitemaps",
    "/insights/",
    "/assets",
    // React Router's data requests with a _routes no client sends: each must be answered, and kept by no cache.
    "/contact.data?_routes=root",
    "/about.data?_routes=",
    "/_root.data?_routes=%00",
    "/about.data?%5Froutes=root&_ROUTES=x",
    "/about.data?_routes=root&_routes=routes%2Fabout",
    `/about.data?_routes=${"root,".repeat(500)}`,
    "/about.data?_routes=%E0%A4%A",
    "/.data",
    "/x.data?_routes=root",
    "/_root.data?utm_source=x&_routes=routes%2Fhome",
    "/insights/x.data?_routes[]=root",
    // Redirects of pages with a query: the visitor's own, never kept for the next one.
    "/About?utm_source=evil",
    "/about/?utm_source=x&utm_medium=y",
    "/solutions/DCCM?gclid=1",
    "/About/?%00=1",
  ];
  /** An address no page has, new each time, of every shape the routes answer with the not-found page. */
  const unknownAddress = () =>
    pick([
      `/nope-${int(1e9)}`,
      `/nope-${int(1e9)}/x`,
      `/a/b/nope-${int(1e9)}`,
      `/about/nope-${int(1e9)}`,
      `/solutions/dccm/nope-${int(1e9)}`,
      `/insights/nope-${int(1e9)}`,
      `/resources/page/${int(1e9)}`,
    ]);
  /** Hosts no visitor's browser sends for this site: each must change nothing a cache keeps. */
  const hosts = () =>
    pick([`invented-${int(1_000_000_000)}.example.net`, "127.0.0.1:1", "localhost", "a".repeat(300), "evil.example:99999", "[::1]", "xn--80ak6aa92e.com"]);
  const methods = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "CONNECT_X"];
  const contentTypes = [
    "application/json",
    "application/json; charset=utf-16",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
    "",
    "application/json; charset=\u00ff",
    "*/*",
    junk(40),
  ];
  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const bodies = (): Buffer | string => {
    switch (int(10)) {
      case 0:
        return "{";
      case 1:
        return deep(5000 + int(20000));
      case 2:
        return JSON.stringify({ firstName: 1, lastName: [], email: {}, phone: null, products: "yes" });
      case 3:
        return Buffer.alloc(40 * 1024 + int(200 * 1024), 0x61);
      case 4:
        return `{"a":"${"\u0000".repeat(100)}"}`;
      case 5:
        return JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } });
      case 6:
        return Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80, 0x81]);
      case 7:
        return `firstName=${junk(100)}&email=${"%".repeat(50)}`;
      case 8:
        return JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ [`k${i}`]: junk(5) })));
      default:
        return junk(int(3000));
    }
  };

  /**
   * A valid enquiry, then one field (or an unknown key) given a hostile string, going through every pair of field
   * and string in turn; JSON keeps NUL and lone surrogates as escapes.
   */
  const targets = [...FIELDS.map((f) => f.name), "unknownKey", "products.dccm"];
  let pair = 0;
  const enquiry = (): Hostile => {
    const values = {
      ...emptyEnquiry(),
      firstName: "Dana",
      lastName: "Reyes",
      email: "dana@example.org",
      phone: "(850) 555-0100",
      city: "Pensacola",
      state: "FL",
      products: { dccm: true, paracelsus: true, emr: true, lcms: true, other: true },
    } as Record<string, unknown>;
    const text = HOSTILE_TEXT[pair % HOSTILE_TEXT.length]!;
    const field = targets[Math.floor(pair / HOSTILE_TEXT.length) % targets.length]!;
    pair += 1;
    const [head, tail] = field.split(".") as [string, string | undefined];
    if (tail === undefined) values[head] = text;
    else values[head] = { ...(values[head] as Record<string, unknown>), [tail]: text };
    const headers: Record<string, string> = { "content-type": "application/json", "x-form-token": formToken() };
    if (random() < 0.1) headers["x-form-token"] = pick(["", junk(200), "1.x.y", `${Date.now()}.${"a".repeat(16)}.sig`]);
    return { method: "POST", path: "/api/contact", headers, body: JSON.stringify(values) };
  };

  return (): Hostile => {
    const kind = int(9);
    if (kind === 8)
      return {
        method: pick(["GET", "HEAD", "GET", "POST"]),
        path: unknownAddress(),
        headers: random() < 0.5 ? { "accept-encoding": pick(["gzip", "br", "identity", junk(30)]) } : {},
      };
    if (kind >= 6) return enquiry();
    let path = pick(paths);
    if (kind === 0) path = `/${junk(int(3000)).replace(/[\s#?]/g, "a")}`;
    if (kind === 1) path = `${path}${path.includes("?") ? "&" : "?"}${junk(int(1500)).replace(/[\s#]/g, "b")}`;
    const headers: Record<string, string> = {};
    if (kind === 2) headers["x-junk"] = junk(int(20_000));
    if (kind === 3) headers.accept = pick(["image/avif", "*/*", junk(200), ""]);
    if (kind === 4) headers.cookie = pick(["__act_preview=x", `__act_preview=${junk(300)}`, junk(500), "a=\u00ff"]);
    if (random() < 0.3) headers["x-forwarded-for"] = pick(["1.2.3.4", junk(50), "::1, 999.999.999.999"]);
    if (random() < 0.2) headers["if-none-match"] = pick(["*", junk(100), 'W/"x"']);
    if (random() < 0.2) headers.host = hosts();
    const method = pick(methods);
    const hasBody = method !== "GET" && method !== "HEAD" && random() < 0.8;
    if (hasBody) headers["content-type"] = pick(contentTypes);
    return { method, path, headers, body: hasBody ? bodies() : undefined };
  };
}

/** The status, -1 for a request the client side refused (invalid header bytes, a socket closed on an oversized body), -2 for no answer in time. */
function send(origin: URL, hostile: Hostile): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: origin.hostname, port: origin.port, method: hostile.method, path: hostile.path, headers: hostile.headers, timeout: 20_000 },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(-1));
    req.on("timeout", () => {
      req.destroy();
      resolve(-2);
    });
    if (hostile.body !== undefined) req.end(hostile.body);
    else req.end();
  });
}

/** Sends `total` requests, `concurrency` at a time, stopping early at `deadlineMs`; bounded in count and time. */
export async function sendHostile(
  url: string,
  options: { total: number; seed: number; formToken: () => string; concurrency?: number; deadlineMs?: number },
): Promise<HostileRun> {
  const origin = new URL(url);
  const next = hostileRequests(options.seed, options.formToken);
  const deadline = Date.now() + (options.deadlineMs ?? 300_000);
  const started = performance.now();
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: options.concurrency ?? 16 }, async () => {
      while (sent < options.total && Date.now() < deadline) {
        sent += 1;
        const hostile = next();
        const status = await send(origin, hostile);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if ((status >= 500 || status === -2) && failures.length < 50) {
          failures.push(`${status} ${hostile.method} ${hostile.path.slice(0, 120)} ${typeof hostile.body === "string" ? hostile.body.slice(0, 200) : ""}`);
        }
      }
    }),
  );
  return { sent, statuses, failures, seconds: (performance.now() - started) / 1000 };
}
