import { defineConfig } from "vite";

/**
 * The enquiry form's island (decision 035): app/components/contact/enquiry-form.browser.tsx, built after the site
 * into build/client/assets/form/ with hashed names and a manifest the server reads to find its entry. React stands
 * for Preact here (preact/compat), so the form the server draws with React hydrates in about a tenth of the bytes;
 * a build of its own, so nothing of the site's React bundle reaches it, nor the other way round.
 */
export default defineConfig({
  base: "/assets/form/",
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
    ],
  },
  build: {
    outDir: "build/client/assets/form",
    assetsDir: "",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: "app/components/contact/enquiry-form.browser.tsx",
      // "enquiry-form-<hash>.js", like the block's script the built pages loaded before.
      output: { entryFileNames: "enquiry-form-[hash].js" },
    },
  },
});
