/** The subset's driver for Chromium (CDP) and Firefox ESR (WebDriver BiDi), through puppeteer-core. */
import puppeteer, { type KeyInput } from "puppeteer-core";
import type { Driver, Key } from "./driver";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium";

export async function launchPuppeteer(engine: "chromium" | "firefox", site: string): Promise<Driver> {
  const browser = await puppeteer.launch(
    engine === "chromium"
      ? { browser: "chrome", protocol: "cdp", executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true }
      : { browser: "firefox", protocol: "webDriverBiDi", executablePath: process.env.FIREFOX_PATH || "/usr/bin/firefox-esr", headless: true },
  );
  const page = await browser.newPage();
  const version = await browser.version();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));
  const collected = async () => {
    try {
      return await page.evaluate(() => ((window as { __consoleErrors?: string[] }).__consoleErrors ?? []).splice(0));
    } catch {
      return [];
    }
  };

  const scrolledTo = (selector: string) =>
    page.evaluate((css) => document.querySelector(css)?.scrollIntoView({ block: "center", behavior: "instant" }), selector);

  return {
    engine,
    version,
    async goto(path) {
      errors.push(...(await collected()));
      await page.goto(new URL(path, site).href, { waitUntil: "load" });
      await page.waitForSelector("html[data-ready]", { timeout: 10_000 });
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    // Plain JSON arguments: puppeteer's handle-aware typing does not apply.
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    // The page scrolls smoothly (scroll-behavior: smooth), and Chromium's own scroll before a click honours it:
    // the pointer would land where the element was mid-scroll. A visitor's click comes after the scroll.
    async click(selector) {
      await scrolledTo(selector);
      await page.click(selector);
    },
    async hover(selector) {
      await scrolledTo(selector);
      await page.hover(selector);
    },
    // Puppeteer names the space bar by its character.
    press: (key: Key) => page.keyboard.press(key === "Space" ? " " : (key as KeyInput)),
    type: (text) => page.keyboard.type(text),
    async hasAccessibleName(selector, name) {
      if (engine === "chromium") {
        // Chromium's tree keeps the space left of aria-hidden text (" Previous testimonial"); names compare as read.
        const element = await page.$(selector);
        const node = element && (await page.accessibility.snapshot({ root: element, interestingOnly: false }));
        return node?.name?.replace(/\s+/g, " ").trim() === name;
      }
      // Firefox over WebDriver BiDi: its own accessibility locator (browsingContext.locateNodes) finds the named nodes.
      // Searched from the element's parent: a search of the whole page's tree takes seconds.
      const parent = await page.evaluateHandle((css) => document.querySelector(css)!.parentElement!, selector);
      const named = await parent.$$(`::-p-aria([name=${JSON.stringify(name)}])`);
      return page.evaluate((css, ...elements) => elements.includes(document.querySelector(css)!), selector, ...named);
    },
    async consoleErrors() {
      const all = [...errors.splice(0), ...(await collected())];
      return [...new Set(all)];
    },
    close: () => browser.close(),
  };
}
