/**
 * The build's module `virtual:lazy-chunks`: for each module the browser
 * imports on demand (a dynamic `import()`, as React.lazy does), the
 * JavaScript files it needs beyond those its route's pages already load, so
 * the server can name them in `<link rel="modulepreload">` on a page that
 * draws it and the browser fetches them beside the page's others, not once
 * hydration asks (a built page ships the code of its own blocks).
 *
 * Made from the client build's chunks (their modules and imports; Vite's
 * manifest does not name the modules of a chunk two routes share), written
 * beside the build, and read by the server build, which React Router makes
 * second; empty in development, where Vite serves each module as asked.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** A chunk of the client build: its file, the modules in it (paths from the project's root, without a query), the files it imports. */
export type Chunk = { file: string; modules: string[]; imports: string[]; entry: boolean };

const ID = "virtual:lazy-chunks";
const RESOLVED = `\0${ID}`;

/**
 * Each of `wanted`'s modules' files: the chunk holding it and those it imports,
 * less the files the page loads already: the client's entry and the chunks of
 * the modules of `loaded` (e.g. `app/root.tsx` and the route's own module), with theirs.
 */
export function lazyChunks(chunks: Chunk[], wanted: string[], loaded: string[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const closure = (chunk: Chunk | undefined, into = new Set<string>()): Set<string> => {
    if (!chunk || into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports) closure(byFile.get(imported), into);
    return into;
  };
  const already = new Set<string>();
  for (const chunk of chunks)
    if ((chunk.entry && chunk.modules.some((module) => module.includes("entry.client"))) || chunk.modules.some((module) => loaded.includes(module)))
      closure(chunk, already);
  return Object.fromEntries(
    wanted.map((module) => [module, [...closure(chunks.find((chunk) => chunk.modules.includes(module)))].filter((file) => !already.has(file))]),
  );
}

/**
 * What is wrong with the list of modules loaded on demand (`wanted`) against the modules `importer`
 * imports on demand (`imported`): a listed one it does not import (its section would have no
 * script to preload), or one it imports that is not listed (the server would draw it as HTML, or
 * preload nothing for it). Plain sentences; none when the two agree.
 */
export function lazySetProblems(importer: string, wanted: string[], imported: string[]): string[] {
  return [
    ...wanted.filter((module) => !imported.includes(module)).map((module) => `${module} is listed as loaded on demand, but ${importer} does not import() it`),
    ...imported
      .filter((module) => !wanted.includes(module))
      .map((module) => `${importer} imports ${module} on demand, but it is not listed (app/blocks/lazy-blocks.ts)`),
  ];
}

/**
 * `wanted`: the modules loaded on demand whose files the server needs; `loaded`: the modules the page has already (as lazyChunks);
 * `importer`: the module whose `import()`s are exactly `wanted`, or the build fails (lazySetProblems).
 */
export function lazyChunksPlugin({ wanted, loaded, importer }: { wanted: string[]; loaded: string[]; importer: string }): Plugin {
  let building = false;
  let root = process.cwd();
  let outFile = "";
  return {
    name: "act:lazy-chunks",
    configResolved(config) {
      building = config.command === "build";
      root = config.root;
      // Beside build/client and build/server, not served.
      outFile = path.resolve(root, "build/lazy-chunks.json");
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!building || this.environment.name === "client") return "export default {};";
      if (!existsSync(outFile)) throw new Error(`${ID}: no ${outFile}; the client is built first`);
      return `export default ${readFileSync(outFile, "utf8")};`;
    },
    generateBundle(_options, bundle) {
      if (!building || this.environment.name !== "client") return;
      const relative = (id: string) => path.relative(root, id.split("?")[0]!).split(path.sep).join("/");
      const importerInfo = this.getModuleInfo(path.resolve(root, importer));
      if (!importerInfo) this.error(`${importer}, whose on-demand imports are the blocks loaded on demand, is not in the client build`);
      const problems = lazySetProblems(importer, wanted, importerInfo.dynamicallyImportedIds.map(relative));
      if (problems.length) this.error(`The blocks loaded on demand disagree:\n${problems.join("\n")}`);
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === "chunk" ? [{ file: output.fileName, modules: output.moduleIds.map(relative), imports: output.imports, entry: output.isEntry }] : [],
      );
      mkdirSync(path.dirname(outFile), { recursive: true });
      writeFileSync(outFile, JSON.stringify(lazyChunks(chunks, wanted, loaded)));
    },
  };
}
