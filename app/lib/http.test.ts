import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DATA_QUERY_PARAMETERS, queryInCacheKey } from "./http";

/** Paths of every kind a cache meets, with and without a query. */
const PATHS = [
  "/",
  "/about",
  "/contact",
  "/contact.data",
  "/_root.data",
  "/solutions/dccm.data",
  "/images/p/production/a-1x1.jpg",
  "/data",
  "/about.datas",
  "/images",
  "/x/images/a",
];

/** The regular expressions of an nginx map block whose value is `?$args` (the query kept). */
function nginxQueryKept(conf: string): RegExp[] {
  const block = /^map \$act_site_path \$act_site_key_query \{\n([^}]*)\}/m.exec(conf)?.[1];
  if (!block) throw new Error("docs/nginx/act-site.conf no longer has the map of the key's query");
  return [...block.matchAll(/^\s*"~([^"]+)" "\?\$args";$/gm)].map((match) => new RegExp(match[1]!));
}

/** The regular expressions of vcl_hash's condition for hashing the whole URL. */
function varnishQueryKept(vcl: string): RegExp[] {
  const condition = /sub vcl_hash \{[\s\S]*?if \(([^\n]*)\) \{\n\s*hash_data\(req\.url\);/.exec(vcl)?.[1];
  if (!condition) throw new Error("docs/varnish/act-site.vcl no longer hashes req.url under one condition");
  return [...condition.matchAll(/req\.url ~ "([^"]+)"/g)].map((match) => new RegExp(match[1]!));
}

describe("what the proxy recipes and a CDN key an answer on", () => {
  const nginx = readFileSync("docs/nginx/act-site.conf", "utf8");
  const varnish = readFileSync("docs/varnish/act-site.vcl", "utf8");

  it("names the parameters React Router's data requests vary on: those its server reads", () => {
    const runtime = readdirSync("node_modules/react-router/dist/production").filter((name) => name.endsWith(".js"));
    const read = new Set(
      runtime.flatMap((name) =>
        [...readFileSync(`node_modules/react-router/dist/production/${name}`, "utf8").matchAll(/searchParams\.get\("(_[a-z]+)"\)/g)].map((match) => match[1]!),
      ),
    );
    expect([...read].sort()).toEqual([...DATA_QUERY_PARAMETERS].sort());
  });

  it("is the path plus the whole query exactly where the site's answer depends on it (content images, data requests), in both recipes", () => {
    for (const [recipe, kept] of [
      ["nginx", nginxQueryKept(nginx)],
      ["varnish", varnishQueryKept(varnish)],
    ] as const) {
      expect(kept.length, recipe).toBeGreaterThan(0);
      for (const path of PATHS) {
        for (const url of [path, `${path}?_routes=root`]) {
          // nginx matches the path alone; Varnish the whole URL.
          const subject = recipe === "nginx" ? path : url;
          expect(
            kept.some((pattern) => pattern.test(subject)),
            `${recipe} ${url}`,
          ).toBe(queryInCacheKey(path));
        }
      }
    }
    expect(/proxy_cache_key \$act_site_path\$act_site_key_query\$act_site_encoding;/.test(nginx)).toBe(true);
  });

  it("holds no Host a client sends: the recipes key on the site's one public name", () => {
    expect(/proxy_cache_key [^;]*\$(host|http_host)/.test(nginx)).toBe(false);
    expect(/proxy_set_header Host \$server_name;/.test(nginx)).toBe(true);
    expect(/hash_data\(req\.http\.host\)/i.test(varnish)).toBe(false);
    expect(/^\s*set req\.http\.Host = "[^"]+";$/m.test(varnish)).toBe(true);
  });

  it("is told to a CDN in the operations guide: the query of data requests and images kept, Host fixed", () => {
    const operations = readFileSync("docs/operations.md", "utf8");
    const cdn = operations.slice(operations.indexOf("## Behind a CDN"), operations.indexOf("\n## ", operations.indexOf("## Behind a CDN") + 1));
    expect(cdn).toMatch(/`\.data`/);
    for (const parameter of DATA_QUERY_PARAMETERS) expect(cdn).toContain(`\`${parameter}\``);
    expect(cdn).toMatch(/`\/images\/`/);
    expect(cdn).toMatch(/Host/);
  });
});
