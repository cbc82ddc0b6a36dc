import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Served from the Studio's folder, so the menu's pictures are at /static/blocks/, as in the Studio.
export default defineConfig({ root: `${import.meta.dirname}/..`, publicDir: false, plugins: [react()], logLevel: "warn" });
