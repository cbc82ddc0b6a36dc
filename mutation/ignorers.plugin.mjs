// Stryker loads plugins with a plain import(), in its own process and in each test runner's (which has no
// TypeScript loader): tsx loads the ignorers for this import alone.
import { tsImport } from "tsx/esm/api";

export const { strykerPlugins } = await tsImport("./ignorers.ts", import.meta.url);
