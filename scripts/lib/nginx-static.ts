/**
 * Debian's nginx serving given pages from a temporary directory on loopback,
 * precompressed (gzip_static): the yardstick the benchmark holds the site's
 * own answers against.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";

export type StaticNginx = { url: string; stop(): Promise<void> };

export function nginxMissing(): string | undefined {
  const probe = spawnSync(NGINX, ["-v"], { stdio: "ignore" });
  return probe.error || probe.status !== 0 ? `nginx not found at ${NGINX} (install Debian's: sudo apt-get install nginx, or set NGINX_PATH)` : undefined;
}

export type Page = { html: Buffer; gzip: Buffer };

/** Each page's HTML as a file with its .gz beside it; one worker, like the site's one process. */
export async function startStaticNginx(pages: Map<string, Page>, port: number): Promise<StaticNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "act-nginx-"));
  // Started as root, nginx's worker runs as an unprivileged user: it must be able to read the pages.
  chmodSync(dir, 0o755);
  const root = path.join(dir, "root");
  for (const [route, page] of pages) {
    const file = path.join(root, route === "/" ? "index.html" : route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.html);
    writeFileSync(`${file}.gz`, page.gzip);
  }
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    etag on;
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const status = await fetch(`${url}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (i > 100) {
      child.kill("SIGQUIT");
      throw new Error(`nginx did not serve the pages (status ${status}): ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGQUIT");
      }),
  };
}
