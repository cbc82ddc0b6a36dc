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

/** The nginx recipe's configuration with the test's ports (one upstream line per instance, listening on loopback) and cache directory. */
export function siteConf(upstreamPorts: number[], listenPort: number, cacheDir: string): string {
  const conf = readFileSync(NGINX_SITE_CONF, "utf8");
  if (!/^proxy_cache_path \/var\/cache\/nginx\/act-site /m.test(conf)) throw new Error(`${NGINX_SITE_CONF} no longer has the proxy_cache_path line this test fills in`);
  const servers = [...conf.matchAll(/^(\s*)server 127\.0\.0\.1:\d+ (.*);$/gm)];
  if (servers.length === 0 || !/^\s*listen 80;$/m.test(conf)) throw new Error(`${NGINX_SITE_CONF} no longer has the upstream servers or listen line this test fills in`);
  const [indent, parameters] = [servers[0]![1], servers[0]![2]];
  const upstream = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} ${parameters};`).join("\n");
  return conf
    .replace(/(^\s*server 127\.0\.0\.1:\d+ .*;\n)+/m, `${upstream}\n`)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`)
    .replace(/^proxy_cache_path \/var\/cache\/nginx\/act-site /m, `proxy_cache_path ${cacheDir} `);
}

/** `http` lines added for a benchmark (keepalive_requests, say); the test uses nginx's defaults. */
export async function startNginx(options: { upstreamPorts: number[]; port: number; http?: string[] }): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed: apt-get install nginx (Debian), or set NGINX_PATH");
  const prefix = mkdtempSync(path.join(tmpdir(), "act-nginx-"));
  // As root, nginx's workers run as nobody: they must be able to write the buffers of large responses here.
  chmodSync(prefix, 0o777);
  writeFileSync(path.join(prefix, "act-site.conf"), siteConf(options.upstreamPorts, options.port, path.join(prefix, "cache")));
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
