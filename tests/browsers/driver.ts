/**
 * What the cross-browser subset needs from a browser, whatever the engine: Chromium and Firefox
 * through puppeteer-core (CDP and WebDriver BiDi), WebKitGTK through WebKitWebDriver (classic W3C
 * WebDriver). The tests are written once against this.
 */
export type Engine = "chromium" | "firefox" | "webkit";

export const ENGINES: readonly Engine[] = ["chromium", "firefox", "webkit"];

/** The keys the tests press: W3C WebDriver's key codes, which puppeteer names differently. */
export type Key = "Tab" | "Enter" | "Escape" | "ArrowDown" | "Space" | "Backspace";

export interface Driver {
  readonly engine: Engine;
  /** The browser's own name and version, for the report. */
  readonly version: string;
  /** Loads a path of the site and waits until its scripts have run (<html data-ready>). */
  goto(path: string): Promise<void>;
  /** The size of the page's viewport (window.innerWidth × innerHeight). */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs a function in the page; it and its arguments travel as text and JSON. */
  evaluate<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A real pointer click (moved to the element's centre, scrolled into view) on the first match. */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the first match. */
  hover(selector: string): Promise<void>;
  /** Presses and releases one key, at the focused element. */
  press(key: Key): Promise<void>;
  /** Types text key by key into the focused element. */
  type(text: string): Promise<void>;
  /** Whether the engine's accessibility tree gives the first match this name. */
  hasAccessibleName(selector: string, name: string): Promise<boolean>;
  /** Console errors, uncaught errors and CSP violations of the current page so far (the engine's own reports where it has them). */
  consoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Polls until the check passes or time runs out; the last failure is thrown. */
export async function eventually<T>(check: () => Promise<T>, timeout = 5_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
