/**
 * The folder rules, enforced (`npm run deps`, part of `npm test`). Each folder's
 * README says what it may import, in its "May import:" paragraph; the rules below
 * are read from those paragraphs, so the README and the check cannot disagree.
 * The backticked folders before the first "never" or ";" are the allowed ones.
 * Everywhere: no cycles, nothing of the site imports the server or the Studio.
 * Tests may import across (they build what they test), but not in cycles.
 */
const { readdirSync, readFileSync, existsSync } = require("node:fs");
const path = require("node:path");

const SITE = "^(app|server|studio)/";
/** Tests sit beside the code they test and may reach whatever they need to set it up. */
const TEST = "\\.test\\.tsx?$";

/** The folders a README allows, or undefined when it has no "May import:" paragraph. */
function allowedBy(folder) {
  const readme = path.join(__dirname, folder, "README.md");
  if (!existsSync(readme)) return undefined;
  const paragraph = readFileSync(readme, "utf8")
    .split(/\n\s*\n/)
    .find((text) => /^May import:/m.test(text));
  if (!paragraph) return undefined;
  const rule = paragraph.slice(paragraph.search(/^May import:/m)).split(/;|\bnever\b|\bNothing\b/)[0];
  return [...rule.matchAll(/`([^`]+)`/g)].map(([, allowed]) => allowed.replace(/\/$/, ""));
}

const folders = [
  ...readdirSync(path.join(__dirname, "app"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `app/${entry.name}`),
  "server",
  "studio",
];

const folderRules = folders.flatMap((folder) => {
  const allowed = allowedBy(folder);
  if (allowed === undefined) throw new Error(`${folder}/README.md must say what the folder may import, in a paragraph "May import: …".`);
  return [
    {
      name: `imports-of-${folder}`,
      severity: "error",
      comment: `${folder}/README.md: May import ${allowed.length ? allowed.join(", ") : "nothing of the site"}.`,
      from: { path: `^${folder}/`, pathNot: TEST },
      to: { path: SITE, pathNot: [`^${folder}/`, ...allowed.map((allowed) => `^${allowed}/`)] },
    },
  ];
});

/**
 * The packages only the Studio installs (studio/package.json, not the root's): nothing the root
 * runs or typechecks may reach them, or a clean clone fails before the Studio is installed.
 */
const studioOnly = (() => {
  const read = (file) => JSON.parse(readFileSync(path.join(__dirname, file), "utf8"));
  const root = read("package.json");
  const rootPackages = new Set(Object.keys({ ...root.dependencies, ...root.devDependencies }));
  const names = Object.keys(read("studio/package.json").dependencies).filter((name) => !rootPackages.has(name));
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return `^(studio/node_modules/)?(${escaped.join("|")})(/|$)`;
})();

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "A cycle makes two modules one; split what both need into a third.", from: {}, to: { circular: true } },
    {
      name: "not-to-server",
      severity: "error",
      comment: "The process sits on top: nothing under app/ imports server/.",
      from: { path: "^app/", pathNot: TEST },
      to: { path: "^server/" },
    },
    {
      name: "not-to-studio",
      severity: "error",
      comment: "The Studio is its own package: the site never imports it.",
      from: { path: "^(app|server)/", pathNot: TEST },
      to: { path: "^studio/" },
    },
    {
      name: "root-not-to-studio-packages",
      severity: "error",
      comment: "Only the Studio installs its packages: the site, the server and the scripts read studio/schema.json or the generated types instead.",
      from: { path: "^(app|server|scripts)/" },
      to: { path: studioOnly, reachable: true },
    },
    {
      name: "ports-through-free-port",
      severity: "error",
      comment: "A port for another process comes from scripts/lib/free-port.ts: get-port alone hands two test workers the same one.",
      from: { path: "^(app|server|scripts|tests)/", pathNot: "^scripts/lib/free-port\\.ts$" },
      to: { path: "^node_modules/get-port/" },
    },
    ...folderRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.react-router/", "(^|/)build/", "sanity\\.types\\.ts$"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
