/** Each module the browser imports on demand, by its path from the project's root: the script URLs it needs beyond those every page of its route loads (scripts/lib/vite-lazy-chunks.ts; empty outside the production build). */
declare module "virtual:lazy-chunks" {
  const chunks: Record<string, string[]>;
  export default chunks;
}
