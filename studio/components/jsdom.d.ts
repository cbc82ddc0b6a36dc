// The part of jsdom (a dependency of `sanity`, shipped without types) that test-dom.ts uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
