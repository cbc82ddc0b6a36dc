// Makes sure the programs the tests run are present, each named on the command line
// (`node scripts/ensure-debian.mjs postgres promtool`): a program is found, or installed from
// Debian's packages when running as root with apt, or the run stops with how to install it.
// A program named by its environment variable (CHROMIUM_PATH, say) is only looked for.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const { env } = process;
const at = (variable, fallback) => env[variable] || fallback;

/**
 * found: whether it is there; packages: the Debian packages that provide it; install: false when
 * the user named a path of their own; needed: what needs it; howTo: how to install it by hand;
 * skipped: for a tool whose test skips itself without it, what is left out (the run goes on).
 */
const TOOLS = {
  // Playwright's own browser downloads are not available on these machines: the tests drive Debian's Chromium.
  chromium: {
    found: () => existsSync(at("CHROMIUM_PATH", "/usr/bin/chromium")),
    packages: ["chromium", "fonts-dejavu-core"],
    install: !env.CHROMIUM_PATH,
    needed: `The cross-browser tests need Chromium at ${at("CHROMIUM_PATH", "/usr/bin/chromium")}`,
    howTo: ["Debian/Ubuntu:  sudo apt-get install chromium", "elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser"],
  },
  // The end-to-end tests drive its headless shell: the same Blink, at less CPU (decision 042).
  "headless-shell": {
    found: () => existsSync(at("CHROMIUM_HEADLESS_SHELL_PATH", "/usr/bin/chromium-headless-shell")),
    packages: ["chromium-headless-shell", "fonts-dejavu-core"],
    install: !env.CHROMIUM_HEADLESS_SHELL_PATH,
    needed: `The end-to-end tests need Chromium's headless shell at ${at("CHROMIUM_HEADLESS_SHELL_PATH", "/usr/bin/chromium-headless-shell")}`,
    howTo: [
      "Debian/Ubuntu:  sudo apt-get install chromium-headless-shell",
      "elsewhere:      set CHROMIUM_HEADLESS_SHELL_PATH=/path/to/chrome-headless-shell (or to Chromium or Chrome itself)",
    ],
  },
  // The cross-browser subset (tests/browsers) drives Debian's Firefox ESR over WebDriver BiDi...
  firefox: {
    found: () => existsSync(at("FIREFOX_PATH", "/usr/bin/firefox-esr")),
    packages: ["firefox-esr"],
    install: !env.FIREFOX_PATH,
    needed: `The cross-browser tests need Firefox ESR at ${at("FIREFOX_PATH", "/usr/bin/firefox-esr")}`,
    howTo: ["Debian/Ubuntu:  sudo apt-get install firefox-esr", "elsewhere:      install Firefox 128+ and set FIREFOX_PATH=/path/to/firefox"],
  },
  // ...and WebKitGTK through WebKitWebDriver, whose browser needs an X display: a private Xvfb.
  webkit: {
    found: () => existsSync(at("WEBKIT_WEBDRIVER_PATH", "/usr/bin/WebKitWebDriver")) && existsSync(at("XVFB_PATH", "/usr/bin/Xvfb")),
    packages: ["webkit2gtk-driver", "xvfb", "xauth"],
    install: !env.WEBKIT_WEBDRIVER_PATH && !env.XVFB_PATH,
    needed: "The cross-browser tests need WebKitGTK's WebKitWebDriver and Xvfb",
    howTo: [
      "Debian/Ubuntu:  sudo apt-get install webkit2gtk-driver xvfb xauth",
      "elsewhere:      set WEBKIT_WEBDRIVER_PATH=/path/to/WebKitWebDriver and XVFB_PATH=/path/to/Xvfb",
    ],
  },
  // The two-instance test runs its own nginx in the foreground (with docs/nginx/act-site.conf) as the
  // reverse proxy: only the programs are needed, not the packaged service.
  nginx: {
    found: () => [env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].some((candidate) => candidate && existsSync(candidate)),
    packages: ["nginx"],
    install: !env.NGINX_PATH,
    needed: "The two-instance end-to-end test needs nginx",
    howTo: ["Debian/Ubuntu:  sudo apt-get install nginx", "elsewhere:      install nginx and set NGINX_PATH=/path/to/nginx"],
  },
  // The edge test runs its own Varnish in the foreground (with docs/varnish/act-site.vcl, which needs the xkey
  // module of varnish-modules) in front of two instances: only the programs, not the packaged service.
  varnish: {
    found: () =>
      existsSync(at("VARNISHD_PATH", "/usr/sbin/varnishd")) &&
      (Boolean(env.VARNISHD_PATH) ||
        ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"].some((lib) => existsSync(`${lib}/varnish/vmods/libvmod_xkey.so`))),
    packages: ["varnish", "varnish-modules"],
    install: !env.VARNISHD_PATH,
    needed: "The edge end-to-end test needs Varnish with the xkey module (varnish-modules)",
    howTo: [
      "Debian/Ubuntu:  sudo apt-get install varnish varnish-modules",
      "elsewhere:      install Varnish 7 with varnish-modules and set VARNISHD_PATH=/path/to/varnishd",
    ],
  },
  // The storage tests run against a real server (a throwaway cluster they start themselves), as well as against SQLite.
  postgres: {
    found: () => {
      if (env.PG_BIN) return existsSync(path.join(env.PG_BIN, "initdb"));
      const root = "/usr/lib/postgresql";
      return existsSync(root) && readdirSync(root).some((version) => existsSync(path.join(root, version, "bin", "postgres")));
    },
    packages: ["postgresql"],
    install: !env.PG_BIN,
    needed: "The storage tests need PostgreSQL's server programs (initdb, postgres)",
    howTo: ["Debian/Ubuntu:  sudo apt-get install postgresql", "elsewhere:      install PostgreSQL 13+ and set PG_BIN=/path/to/its/bin"],
  },
  // The operators' tools: the alert rules' tests and checks of a real scrape; the service is never started.
  promtool: {
    found: () => existsSync(at("PROMTOOL_PATH", "/usr/bin/promtool")),
    packages: ["prometheus"],
    install: !env.PROMTOOL_PATH,
    needed: "The alert rules' tests and the metrics checks need Prometheus's promtool",
    howTo: ["Debian/Ubuntu:  sudo apt-get install prometheus", "elsewhere:      install Prometheus 2.x and set PROMTOOL_PATH=/path/to/promtool"],
  },
  // The systemd unit's checks and exposure score.
  "systemd-analyze": {
    found: () => existsSync(at("SYSTEMD_ANALYZE_PATH", "/usr/bin/systemd-analyze")),
    packages: ["systemd"],
    install: !env.SYSTEMD_ANALYZE_PATH,
    needed: "The systemd unit's tests need systemd-analyze (systemd 250 or later, for --offline)",
    howTo: ["Debian/Ubuntu:  sudo apt-get install systemd", "elsewhere:      set SYSTEMD_ANALYZE_PATH=/path/to/systemd-analyze"],
  },
  // The container image test builds and runs the Containerfile without a daemon or a registry of images:
  // buildah, on a base made from Debian's packages by mmdebstrap.
  buildah: {
    found: () => existsSync("/usr/bin/buildah"),
    packages: ["buildah"],
    install: true,
    needed: "The container image test needs buildah",
    howTo: ["Debian/Ubuntu:  sudo apt-get install buildah mmdebstrap"],
    skipped: "the container image test is skipped",
  },
  mmdebstrap: {
    found: () => existsSync("/usr/bin/mmdebstrap"),
    packages: ["mmdebstrap"],
    install: true,
    needed: "The container image test needs mmdebstrap (it makes the image's base from Debian's packages)",
    howTo: ["Debian/Ubuntu:  sudo apt-get install buildah mmdebstrap"],
    skipped: "the container image test is skipped",
  },
};

function ensure({ found, packages, install, needed, howTo, skipped }) {
  if (found()) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (install && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`${needed}, and it is not there: installing Debian's ${packages.join(", ")}…`);
    const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: aptEnv });
      execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], { stdio: "inherit", env: aptEnv });
    } catch {
      // Reported below.
    }
    if (found()) return;
  }
  if (skipped) {
    console.warn([`${needed}, and it is not installed: ${skipped}. To run it:`, ...howTo.map((line) => `  ${line}`)].join("\n"));
    return;
  }
  console.error([`${needed}, and it is not installed.`, "Install it, then run the tests again:", ...howTo.map((line) => `  ${line}`)].join("\n"));
  process.exit(1);
}

const names = process.argv.slice(2);
const unknown = names.filter((name) => !Object.hasOwn(TOOLS, name));
if (names.length === 0 || unknown.length > 0) {
  console.error(`Usage: node scripts/ensure-debian.mjs <${Object.keys(TOOLS).join("|")}>...${unknown.length ? `\nUnknown: ${unknown.join(", ")}` : ""}`);
  process.exit(2);
}
for (const name of names) ensure(TOOLS[name]);
