import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The browser's vendor code in three chunks, so that each can be evaluated in
 * a task of its own after first paint (app/lib/scripts-after-paint.server.ts,
 * decision 007) instead of all of it in one long task with the entry.
 */
const VENDOR_CHUNKS = [
  { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: "react", test: /node_modules[\\/]react[\\/]/ },
  { name: "react-router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle's entry is our Express bootstrap, which imports the
      // React Router server build; the result is one runnable build/server/index.js.
      { rollupOptions: { input: "./server/main.ts" } }
    : { rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } } },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
