import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle's entry is our Express bootstrap, which imports the
      // React Router server build; the result is one runnable build/server/index.js.
      { rollupOptions: { input: "./server/main.ts" } }
    : {},
  // Kysely and zod are hundreds of small modules each (265 and 110 files read at every start); bundled, the
  // server loads only the parts it uses, from one file.
  ...(isSsrBuild ? { ssr: { noExternal: ["kysely", "zod"] } } : {}),
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
