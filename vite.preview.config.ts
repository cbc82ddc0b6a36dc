import { defineConfig } from "vite";

/**
 * The visual-editing bundle for preview pages (decision 014), built after the
 * site into build/client/assets/preview/ with hashed names and a manifest the
 * server reads to find its entry. A build of its own, so the site's vendor
 * chunks, route table and preload helper stay as they are for public pages.
 */
export default defineConfig({
  base: "/assets/preview/",
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "build/client/assets/preview",
    assetsDir: "",
    emptyOutDir: true,
    manifest: true,
    // ~680 KB before compression (217 KB gzip), loaded only by editors in preview.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: { input: "app/preview/visual-editing.browser.ts" },
  },
});
