/**
 * The subset's driver for WebKitGTK: Debian's WebKitWebDriver (webkit2gtk-driver) and its MiniBrowser,
 * under a private Xvfb, spoken to in classic W3C WebDriver over HTTP (WebKitWebDriver 2.50 offers no
 * WebDriver BiDi). A few fetch calls rather than webdriverio: its dependencies (geckodriver, edgedriver)
 * download drivers from install scripts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../scripts/lib/free-port";
import type { Driver, Key } from "./driver";

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const KEYS: Record<Key, string> = { Tab: "\uE004", Enter: "\uE007", Escape: "\uE00C", ArrowDown: "\uE015", Space: "\uE00D", Backspace: "\uE003" };

/** Starts Xvfb on the first free display and answers its number (Xvfb writes it to the given descriptor). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(process.env.XVFB_PATH || "/usr/bin/Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let out = "";
    (child.stdio[3] as NodeJS.ReadableStream).on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve(`:${out.trim()}`);
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
    setTimeout(() => reject(new Error(`Xvfb did not start: ${stderr}`)), 10_000);
  });
  return { display, process: child };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

export async function launchWebKit(site: string): Promise<Driver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(process.env.WEBKIT_WEBDRIVER_PATH || "/usr/bin/WebKitWebDriver", [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let driverOutput = "";
  driverProcess.stderr?.on("data", (chunk) => (driverOutput += chunk));
  const root = `http://127.0.0.1:${port}`;

  async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${root}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${answer.value.error} ${answer.value.message ?? ""}`);
    return answer.value;
  }

  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await call<{ ready: boolean }>("GET", "/status")).ready) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start: ${driverOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop(driverProcess);
    await stop(xvfb.process);
    throw error;
  }
  const session = await call<{ sessionId: string; capabilities: { browserName: string; browserVersion: string } }>("POST", "/session", { capabilities: {} });
  const s = `/session/${session.sessionId}`;

  async function evaluate<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    const script = `var done = arguments[arguments.length - 1];
      Promise.resolve().then(function () { return (${fn.toString()}).apply(null, ${JSON.stringify(args)}); })
        .then(function (value) { done({ value: value === undefined ? null : value }); }, function (error) { done({ error: String(error && error.stack || error) }); });`;
    const result = await call<{ value?: Awaited<T>; error?: string }>("POST", `${s}/execute/async`, { script, args: [] });
    if (result.error) throw new Error(`in the page: ${result.error}`);
    return result.value as Awaited<T>;
  }
  const find = async (selector: string) => (await call<Record<string, string>>("POST", `${s}/element`, { using: "css selector", value: selector }))[ELEMENT]!;
  const keys = (actions: Array<{ type: string; value: string }>) => call("POST", `${s}/actions`, { actions: [{ type: "key", id: "keyboard", actions }] });
  const collected = async () => {
    try {
      return await evaluate(() => ((window as { __consoleErrors?: string[] }).__consoleErrors ?? []).splice(0));
    } catch {
      return [];
    }
  };
  const errors: string[] = [];

  return {
    engine: "webkit",
    version: `WebKitGTK ${session.capabilities.browserVersion} (${session.capabilities.browserName})`,
    async goto(path) {
      errors.push(...(await collected()));
      await call("POST", `${s}/url`, { url: new URL(path, site).href });
      const deadline = Date.now() + 10_000;
      while (!(await evaluate(() => document.documentElement.hasAttribute("data-ready")))) {
        if (Date.now() > deadline) throw new Error(`${path} did not hydrate`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async setViewport(width, height) {
      // The window's size includes MiniBrowser's own bars: size it, measure the page, correct. X resizes the
      // window after WebKitWebDriver has answered, so the page is measured once two readings agree.
      const measure = () => evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
      let outer = { width, height };
      for (let attempt = 0; attempt < 5; attempt++) {
        await call("POST", `${s}/window/rect`, outer);
        let inner = await measure();
        for (const settleBy = Date.now() + 2_000; Date.now() < settleBy; ) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const again = await measure();
          if (again.width === inner.width && again.height === inner.height) break;
          inner = again;
        }
        if (inner.width === width && inner.height === height) return;
        outer = { width: outer.width + width - inner.width, height: outer.height + height - inner.height };
      }
      throw new Error(`WebKit's viewport could not be set to ${width}×${height}`);
    },
    evaluate,
    async click(selector) {
      // The page scrolls smoothly (scroll-behavior: smooth): WebKitWebDriver's own scroll would still be moving
      // when it checks the element, and call it not interactable. A visitor's click comes after the scroll.
      await evaluate((css: string) => document.querySelector(css)?.scrollIntoView({ block: "center", behavior: "instant" }), selector);
      await call("POST", `${s}/element/${await find(selector)}/click`, {});
    },
    async hover(selector) {
      const element = { [ELEMENT]: await find(selector) };
      await call("POST", `${s}/actions`, {
        actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions: [{ type: "pointerMove", origin: element, x: 0, y: 0 }] }],
      });
    },
    press: (key) =>
      keys([
        { type: "keyDown", value: KEYS[key] },
        { type: "keyUp", value: KEYS[key] },
      ]).then(() => undefined),
    type: (text) =>
      keys(
        [...text].flatMap((char) => [
          { type: "keyDown", value: char },
          { type: "keyUp", value: char },
        ]),
      ).then(() => undefined),
    async hasAccessibleName(selector, name) {
      return (await call<string>("GET", `${s}/element/${await find(selector)}/computedlabel`)).replace(/\s+/g, " ").trim() === name;
    },
    async consoleErrors() {
      return [...errors.splice(0), ...(await collected())];
    },
    async close() {
      try {
        await call("DELETE", s);
      } finally {
        await stop(driverProcess);
        await stop(xvfb.process);
      }
    },
  };
}
