/**
 * The container image (Containerfile) built and run with Debian's buildah, where no registry of images
 * can be reached: the base is made here, a minimal Debian bookworm from Debian's packages (mmdebstrap)
 * with Node.js 24 and npm from the npm registry, kept in buildah's storage under a name that changes with
 * its recipe, so that it is made once per machine. Containers run with chroot isolation (no daemon, no
 * user namespaces): they share this machine's network, so a container's server listens on a loopback port.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const SITE_IMAGE = "localhost/act-site:test";
const BASE_REPOSITORY = "localhost/act-node24-base";
const NODE_MAJOR = 24;

const DEBIAN_SUITE = "bookworm";
const DEBIAN_SOURCES = [
  `deb http://deb.debian.org/debian ${DEBIAN_SUITE} main`,
  `deb http://deb.debian.org/debian ${DEBIAN_SUITE}-updates main`,
  `deb http://deb.debian.org/debian-security ${DEBIAN_SUITE}-security main`,
];
/** Debian's essential packages and apt, without documentation, manuals or translations, as slim images are. */
const MMDEBSTRAP_OPTIONS = [
  "--variant=minbase",
  "--skip=output/mknod",
  ...["/usr/share/doc/*", "/usr/share/man/*", "/usr/share/info/*", "/usr/share/locale/*", "/usr/share/lintian/*"].map(
    (glob) => `--dpkgopt=path-exclude=${glob}`,
  ),
];
/** Where the base keeps the certificates this machine trusts (an egress proxy's, say), for npm in the build stage. */
const HOST_CA_IN_IMAGE = "/usr/local/etc/ssl/host-ca-certificates.crt";

const isRoot = () => process.getuid?.() === 0;
const has = (program: string) => ["/usr/bin", "/usr/sbin", "/bin", "/sbin"].some((dir) => existsSync(path.join(dir, program)));

/** What is missing for the container test, or undefined. As root, `npm test` installs it (scripts/ensure-debian.mjs). */
export function containerToolsMissing(): string | undefined {
  const missing = ["buildah", "mmdebstrap"].filter((program) => !has(program));
  if (missing.length === 0) return undefined;
  return `the container image test needs Debian's ${missing.join(" and ")} (apt-get install buildah mmdebstrap; npm test installs them when run as root)`;
}

/**
 * Why the container test is skipped, or undefined when it runs: for a user who is not root, who can
 * neither install the tools nor run buildah's chroot isolation and mmdebstrap's root mode; or when the run
 * says the same image was already tested (`CONTAINER_IMAGE_TESTED`: CI's second pass on another Node, whose
 * image is the same, since it carries its own Node 24 and is built from the same files).
 */
export function containerTestCannotRun(): string | undefined {
  const testedAlready = process.env.CONTAINER_IMAGE_TESTED;
  if (testedAlready) return `the container image was already tested ${testedAlready}`;
  if (isRoot()) return undefined;
  return containerToolsMissing() ?? "the container image test runs as root only (buildah's chroot isolation, mmdebstrap, a volume owned by uid 1000)";
}

function run(command: string, args: string[], options: { cwd?: string; input?: string } = {}): string {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["pipe", "pipe", "pipe"], maxBuffer: 256 * 1024 * 1024, ...options });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${String(stdout ?? "").slice(-4000)}\n${String(stderr ?? "").slice(-4000)}`);
  }
}

const buildah = (...args: string[]) => run("buildah", args).trim();

/** The newest release of a package in a range, as the npm registry has it. */
function newestVersion(spec: string): string {
  const answer = JSON.parse(run("npm", ["view", spec, "version", "--json"])) as string | string[];
  const versions = Array.isArray(answer) ? answer : [answer];
  const numeric = (version: string) => version.split(".").map(Number);
  return versions
    .sort((a, b) => {
      const [x, y] = [numeric(a), numeric(b)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    })
    .at(-1)!;
}

function hostCaBundle(): string | undefined {
  return [process.env.NODE_EXTRA_CA_CERTS, process.env.SSL_CERT_FILE, "/etc/ssl/certs/ca-certificates.crt"].find((file) => file && existsSync(file));
}

function imageExists(name: string): boolean {
  try {
    buildah("inspect", "--type", "image", name);
    return true;
  } catch {
    return false;
  }
}

export type BaseImage = { name: string; seconds: { debian: number; total: number } | undefined };

/**
 * The base the Containerfile's BASE names: Debian bookworm (minbase) with the newest Node.js 24 and npm 11
 * in /usr/local, as the official node:24-slim image has them. Made only when no image of the same recipe
 * (Debian sources and options, Node and npm versions, this machine's certificates) is in buildah's storage.
 */
export function ensureBaseImage(): BaseImage {
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const node = newestVersion(`${nodePackage}@${NODE_MAJOR}`);
  const npm = newestVersion("npm@11");
  const ca = hostCaBundle();
  const recipe = JSON.stringify({
    DEBIAN_SOURCES,
    MMDEBSTRAP_OPTIONS,
    nodePackage,
    node,
    npm,
    ca: ca && createHash("sha256").update(readFileSync(ca)).digest("hex"),
  });
  const name = `${BASE_REPOSITORY}:${node}-${createHash("sha256").update(recipe).digest("hex").slice(0, 12)}`;
  if (imageExists(name)) return { name, seconds: undefined };

  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), "act-base-"));
  try {
    const rootfs = path.join(dir, "rootfs.tar");
    run("mmdebstrap", [...MMDEBSTRAP_OPTIONS, DEBIAN_SUITE, rootfs, ...DEBIAN_SOURCES]);
    const debian = (performance.now() - started) / 1000;

    // /usr/local as the official images lay it out: node and its headers, npm with its commands.
    const local = path.join(dir, "stage", "usr", "local");
    mkdirSync(path.join(local, "lib", "node_modules", "npm"), { recursive: true });
    const packed = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", dir, `${nodePackage}@${node}`, `npm@${npm}`])) as { filename: string }[];
    run("tar", ["-xzf", path.join(dir, packed[0]!.filename), "-C", local, "--strip-components=1", "package/bin", "package/include"]);
    run("tar", ["-xzf", path.join(dir, packed[1]!.filename), "-C", path.join(local, "lib", "node_modules", "npm"), "--strip-components=1"]);
    run("ln", ["-s", "../lib/node_modules/npm/bin/npm-cli.js", path.join(local, "bin", "npm")]);
    run("ln", ["-s", "../lib/node_modules/npm/bin/npx-cli.js", path.join(local, "bin", "npx")]);
    if (ca) {
      mkdirSync(path.join(dir, "stage", path.dirname(HOST_CA_IN_IMAGE)), { recursive: true });
      run("cp", [ca, path.join(dir, "stage", HOST_CA_IN_IMAGE)]);
    }

    const container = buildah("from", "--quiet", "scratch");
    try {
      buildah("add", "--quiet", container, rootfs, "/");
      buildah("add", "--quiet", container, path.join(dir, "stage"), "/");
      buildah(
        "config",
        "--env",
        "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "--env",
        `NODE_VERSION=${node}`,
        ...(ca ? ["--env", `NODE_EXTRA_CA_CERTS=${HOST_CA_IN_IMAGE}`] : []),
        "--cmd",
        "node",
        container,
      );
      buildah("commit", "--quiet", container, name);
    } finally {
      buildah("rm", container);
    }
    return { name, seconds: { debian, total: (performance.now() - started) / 1000 } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The site's image from the Containerfile, on the given base. Steps whose inputs did not change are taken
 * from buildah's cache (--layers), as a CI machine's second run on the same commit would. Docker's format,
 * which keeps the HEALTHCHECK (the OCI format has none).
 */
export function buildSiteImage(base: string): { seconds: number; log: string } {
  const started = performance.now();
  const log = run("buildah", [
    "build",
    "--isolation",
    "chroot",
    "--layers",
    "--format",
    "docker",
    "--build-arg",
    `BASE=${base}`,
    "-f",
    "Containerfile",
    "-t",
    SITE_IMAGE,
    ".",
  ]);
  return { seconds: (performance.now() - started) / 1000, log };
}

/** The image's configuration as Docker's format holds it. */
export type ImageConfig = {
  User: string;
  Env: string[];
  Cmd: string[];
  WorkingDir: string;
  ExposedPorts?: Record<string, object>;
  Volumes?: Record<string, object>;
  Healthcheck?: { Test: string[] };
};

export function imageConfig(image: string): ImageConfig {
  return (JSON.parse(buildah("inspect", "--type", "image", image)) as { Docker: { config: ImageConfig } }).Docker.config;
}

/** The image's size as `buildah images` reports it ("612 MB"). */
export function imageSize(image: string): string {
  const images = JSON.parse(buildah("images", "--json", image)) as { size: string }[];
  return images[0]?.size ?? "unknown";
}

/** Names in a folder of the image, read from a mounted container of it. */
export function listInImage(image: string, folder: string): string[] {
  const container = buildah("from", "--quiet", image);
  try {
    return readdirSync(path.join(buildah("mount", container), folder)).sort();
  } finally {
    buildah("rm", container);
  }
}

/** A command in a new container of the image, with the given settings; its exit code. */
export function runInImage(image: string, env: Record<string, string>, command: string[]): number | null {
  const container = buildah("from", "--quiet", image);
  try {
    const envArgs = Object.entries(env).flatMap(([key, value]) => ["-e", `${key}=${value}`]);
    return spawnSync("buildah", ["run", "--isolation", "chroot", ...envArgs, container, "--", ...command], { stdio: "ignore", timeout: 30_000 }).status;
  } finally {
    buildah("rm", container);
  }
}

export type RunningContainer = {
  url: string;
  /** Milliseconds from `buildah run` to the first page (the home page answering 200). */
  startToFirstPageMs: number;
  output: () => string;
  /** SIGTERM to the server, as `docker stop` sends it; resolves with its exit code. */
  stop: () => Promise<number | null>;
};

/** The processes under pid, at any depth, each with its command line's first word. */
function descendantsOf(pid: number): { pid: number; program: string }[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The parent is the second field after the name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: { pid: number; program: string }[] = [];
  const queue = [...(parents.get(pid) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    let program = "";
    try {
      program = readFileSync(`/proc/${next}/cmdline`, "utf8").split("\0")[0] ?? "";
    } catch {
      // Gone meanwhile.
    }
    found.push({ pid: next, program });
    queue.push(...(parents.get(next) ?? []));
  }
  return found;
}

/** The image's own command (CMD), with the given settings and dataDir as its volume /data. */
export async function runContainer(
  image: string,
  options: { port: number; env: Record<string, string>; dataDir: string; command?: string[] },
): Promise<RunningContainer> {
  const container = buildah("from", "--quiet", image);
  // buildah 1.28, with chroot isolation, mounts a volume of its own wherever the image declares one,
  // hiding a -v bind mount there: the declaration is dropped from this working container (the image
  // keeps it) so that /data is the directory given.
  buildah("config", "--volume", "/data-", container);
  const command = options.command ?? imageConfig(image).Cmd;
  const env = { HOST: "127.0.0.1", PORT: String(options.port), ...options.env };
  const started = performance.now();
  const child: ChildProcess = spawn(
    "buildah",
    [
      "run",
      "--isolation",
      "chroot",
      "-v",
      `${options.dataDir}:/data`,
      ...Object.entries(env).flatMap(([key, value]) => ["-e", `${key}=${value}`]),
      container,
      "--",
      ...command,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;

  const remove = () => {
    try {
      buildah("rm", container);
    } catch {
      // Already removed.
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      remove();
      throw new Error(`the container exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      remove();
      throw new Error(`the container served no page within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startToFirstPageMs = performance.now() - started;

  return {
    url,
    startToFirstPageMs,
    output: () => output,
    async stop() {
      // buildah run answers SIGTERM by killing the command outright: the signal goes to the server itself
      // (buildah run → buildah-chroot-runtime → buildah-chroot-exec → node), as a container engine sends it.
      const server = descendantsOf(child.pid!).find(({ program }) => path.basename(program) === path.basename(command[0]!));
      if (child.exitCode === null && server) process.kill(server.pid, "SIGTERM");
      const code = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      remove();
      return code;
    },
  };
}
