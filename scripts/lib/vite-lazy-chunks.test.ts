import { describe, expect, it } from "vitest";
import { lazyChunks, lazySetProblems, type Chunk } from "./vite-lazy-chunks";

// The client build's chunks, cut down to those that matter here.
const chunks: Chunk[] = [
  {
    file: "assets/entry.client-1.js",
    modules: ["node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx"],
    imports: ["assets/jsx-runtime-1.js"],
    entry: true,
  },
  { file: "assets/jsx-runtime-1.js", modules: ["node_modules/react/jsx-runtime.js"], imports: [], entry: false },
  { file: "assets/section-1.js", modules: ["app/components/blocks/section.tsx"], imports: ["assets/jsx-runtime-1.js"], entry: false },
  { file: "assets/rich-text-1.js", modules: ["app/components/rich-text.tsx"], imports: ["assets/jsx-runtime-1.js"], entry: false },
  { file: "assets/root-1.js", modules: ["app/root.tsx"], imports: ["assets/jsx-runtime-1.js", "assets/rich-text-1.js"], entry: true },
  {
    file: "assets/built-page-1.js",
    modules: ["app/routes/built-page.tsx", "app/blocks/built-page.tsx"],
    imports: ["assets/jsx-runtime-1.js"],
    entry: true,
  },
  { file: "assets/about-1.js", modules: ["app/routes/about.tsx"], imports: ["assets/section-1.js"], entry: true },
  {
    file: "assets/accordion-1.js",
    modules: ["app/components/blocks/accordion.tsx", "app/lib/ids.ts"],
    imports: ["assets/section-1.js", "assets/rich-text-1.js"],
    entry: false,
  },
];

describe("lazyChunks", () => {
  it("names an on-demand module's chunk and the chunks it imports, less those the entry and the named modules load", () => {
    // The section chunk another route (About) loads is still needed here; the rich text the root loads is not.
    expect(lazyChunks(chunks, ["app/components/blocks/accordion.tsx"], ["app/root.tsx", "app/routes/built-page.tsx"])).toEqual({
      "app/components/blocks/accordion.tsx": ["/assets/accordion-1.js", "/assets/section-1.js"],
    });
  });

  it("names nothing for a module in no chunk", () => {
    expect(lazyChunks(chunks, ["app/components/missing.tsx"], [])).toEqual({ "app/components/missing.tsx": [] });
  });
});

describe("lazySetProblems", () => {
  const page = "app/blocks/built-page.tsx";
  it("finds none when the listed modules are those the page imports on demand", () => {
    expect(lazySetProblems(page, ["app/a.tsx", "app/b.tsx"], ["app/b.tsx", "app/a.tsx"])).toEqual([]);
  });

  it("names a listed module the page does not import, and one it imports that is not listed", () => {
    expect(lazySetProblems(page, ["app/a.tsx", "app/gone.tsx"], ["app/a.tsx", "app/new.tsx"])).toEqual([
      "app/gone.tsx is listed as loaded on demand, but app/blocks/built-page.tsx does not import() it",
      "app/blocks/built-page.tsx imports app/new.tsx on demand, but it is not listed (app/blocks/lazy-blocks.ts)",
    ]);
  });
});
