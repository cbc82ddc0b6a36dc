/**
 * Debian's nginx as the reverse proxy in front of several site instances, run
 * in the foreground as a child process with a temporary prefix, on loopback.
 * The proxy settings are the nginx recipe's (docs/nginx/act-site.conf), with the
 * instances' and the proxy's ports put in.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startForeground, type ForegroundServer } from "./foreground-server";

export const NGINX_SITE_CONF = "docs/nginx/act-site.conf";

export type RunningNginx = ForegroundServer;

export function nginxBinary(): string | undefined {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** A certificate and key for the recipe's TLS server (self-signed in tests), and the port its plain-HTTP redirect listens on. */
export type NginxTls = { certificate: string; key: string; httpPort: number };

/**
 * The nginx recipe's configuration with the test's ports (one upstream line per instance, listening on
 * loopback) and cache directory. With `tls`, both of the recipe's servers as they are, on loopback ports and
 * with the given certificate; without, the HTTPS server alone, speaking plain HTTP (what the benchmarks and
 * most tests need: the same proxying and cache, no certificate).
 */
export function siteConf(upstreamPorts: number[], listenPort: number, cacheDir: string, tls?: NginxTls): string {
  const conf = readFileSync(NGINX_SITE_CONF, "utf8");
  if (!/^proxy_cache_path \/var\/cache\/nginx\/act-site /m.test(conf))
    throw new Error(`${NGINX_SITE_CONF} no longer has the proxy_cache_path line this test fills in`);
  const servers = [...conf.matchAll(/^(\s*)server 127\.0\.0\.1:\d+ (.*);$/gm)];
  const plainServer = /^# Plain HTTP only[^\n]*\nserver \{\n[^}]*\n\}\n/m;
  if (
    servers.length === 0 ||
    !/^\s*listen 443 ssl;$/m.test(conf) ||
    !/^\s*listen 80;$/m.test(conf) ||
    !plainServer.test(conf) ||
    !/^\s*ssl_certificate /m.test(conf)
  ) {
    throw new Error(`${NGINX_SITE_CONF} no longer has the upstream servers, listen lines or certificate lines this test fills in`);
  }
  const [indent, parameters] = [servers[0]![1], servers[0]![2]];
  const upstream = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} ${parameters};`).join("\n");
  const common = conf
    .replace(/(^\s*server 127\.0\.0\.1:\d+ .*;\n)+/m, `${upstream}\n`)
    .replace(/^\s*listen \[::\]:\d+.*\n/gm, "")
    .replace(/^proxy_cache_path \/var\/cache\/nginx\/act-site /m, `proxy_cache_path ${cacheDir} `);
  if (tls) {
    return common
      .replace(/^(\s*)listen 443 ssl;$/m, `$1listen 127.0.0.1:${listenPort} ssl;`)
      .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${tls.httpPort};`)
      .replace(/^(\s*)ssl_certificate .*;$/m, `$1ssl_certificate ${tls.certificate};`)
      .replace(/^(\s*)ssl_certificate_key .*;$/m, `$1ssl_certificate_key ${tls.key};`);
  }
  return common
    .replace(plainServer, "")
    .replace(/^(\s*)listen 443 ssl;$/m, `$1listen 127.0.0.1:${listenPort};`)
    .replace(/^\s*ssl_[a-z_]+ .*;\n/gm, "");
}

/** `http` lines added for a benchmark (keepalive_requests, say); the test uses nginx's defaults. */
export async function startNginx(options: { upstreamPorts: number[]; port: number; http?: string[]; tls?: NginxTls }): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed: apt-get install nginx (Debian), or set NGINX_PATH");
  const prefix = mkdtempSync(path.join(tmpdir(), "act-nginx-"));
  // As root, nginx's workers run as nobody: they must be able to write the buffers of large responses here.
  chmodSync(prefix, 0o777);
  writeFileSync(path.join(prefix, "act-site.conf"), siteConf(options.upstreamPorts, options.port, path.join(prefix, "cache"), options.tls));
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${prefix}/nginx.pid;`,
      "error_log stderr warn;",
      "events { worker_connections 1024; }",
      "http {",
      "    access_log off;",
      ...(options.http ?? []).map((line) => `    ${line}`),
      `    client_body_temp_path ${prefix}/client_body;`,
      `    proxy_temp_path ${prefix}/proxy;`,
      `    fastcgi_temp_path ${prefix}/fastcgi;`,
      `    uwsgi_temp_path ${prefix}/uwsgi;`,
      `    scgi_temp_path ${prefix}/scgi;`,
      `    include ${prefix}/act-site.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  return startForeground("nginx", {
    binary,
    args: ["-p", `${prefix}/`, "-c", `${prefix}/nginx.conf`, "-e", "stderr"],
    port: options.port,
    workdir: prefix,
    startTimeoutMs: 10_000,
  });
}
