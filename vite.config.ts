import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { LAZY_BLOCKS } from "./app/blocks/lazy-blocks.ts";
import { lazyChunksPlugin } from "./scripts/lib/vite-lazy-chunks.ts";

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle's entry is our Express bootstrap, which imports the
      // React Router server build; the result is one runnable build/server/index.js.
      { rollupOptions: { input: "./server/main.ts" } }
    : {},
  resolve: { tsconfigPaths: true },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Which files a block the built pages load on demand needs, for their modulepreload links (app/blocks/lazy-blocks.ts).
    lazyChunksPlugin({ wanted: Object.values(LAZY_BLOCKS), loaded: ["app/root.tsx", "app/routes/built-page.tsx"], importer: "app/blocks/built-page.tsx" }),
  ],
}));
