/**
 * A browser's DOM for the Studio's component tests, from the jsdom that `sanity` itself depends on
 * (vitest's own jsdom environment resolves jsdom from the site's packages, which lack it). Imported
 * first, before React and Sanity UI look for `window`.
 */
import { JSDOM } from "jsdom";

const { window } = new JSDOM("<!doctype html><html><body></body></html>", { pretendToBeVisual: true });
for (const key of [
  "window",
  "document",
  "navigator",
  "Node",
  "Element",
  "HTMLElement",
  "HTMLInputElement",
  "Event",
  "MouseEvent",
  "KeyboardEvent",
  "getComputedStyle",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "matchMedia",
] as const) {
  const value = key === "window" ? window : (window as unknown as Record<string, unknown>)[key];
  Object.defineProperty(globalThis, key, {
    value: typeof value === "function" && key !== "window" && /^[a-z]/.test(key) ? (value as (...args: unknown[]) => unknown).bind(window) : value,
    configurable: true,
    writable: true,
  });
}
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
