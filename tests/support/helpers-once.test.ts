/**
 * The tests' shared helpers are written once: a test, benchmark or tool that needs one
 * imports it. Each row is a helper and a line of code only its own definition holds.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const HELPERS = [
  { helper: "scripts/lib/sitemap-paths.ts (sitemapPaths)", code: "<loc>([^<]+)<", home: "scripts/lib/sitemap-paths.ts" },
  { helper: "scripts/lib/postgres.ts (startPostgres)", code: "--auth=trust", home: "scripts/lib/postgres.ts" },
  { helper: "scripts/lib/prng.ts (a seeded PRNG)", code: "0x6d2b79f5", home: "scripts/lib/prng.ts" },
  { helper: "scripts/lib/foreground-server.ts (a server program in the foreground)", code: 'socket.once("connect"', home: "scripts/lib/foreground-server.ts" },
  { helper: "scripts/lib/form-tokens.ts (formTokens)", code: "createFormTokens(", home: "scripts/lib/form-tokens.ts" },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the helper's own source text, placeholder and all.
  { helper: "scripts/lib/sample-enquiry.ts (sampleEnquiry)", code: "Enquiry number ${n}", home: "scripts/lib/sample-enquiry.ts" },
  { helper: "tests/support/content-import.ts (contentImport)", code: '"content:import", "--"', home: "tests/support/content-import.ts" },
  { helper: "scripts/lib/chromium.ts (CHROMIUM_FLAGS, launchChromium)", code: '"--disable-gpu"', home: "scripts/lib/chromium.ts" },
];

/** Files under tests/, scripts/ and content/ (tracked or not, but not ignored) holding `code`, this file left out. */
function filesHolding(code: string): string[] {
  try {
    const output = execFileSync(
      "git",
      ["grep", "-l", "--untracked", "-F", "-e", code, "--", "tests", "scripts", "content", ":!tests/support/helpers-once.test.ts"],
      // A blocking call holds the worker, so the test's own timeout could not end a hung git: this does.
      { encoding: "utf8", timeout: 15_000 },
    );
    return output.trim().split("\n");
  } catch (error) {
    // git grep exits 1 when nothing holds it.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe("test helpers written once", () => {
  for (const { helper, code, home } of HELPERS) {
    it(`${helper} is the only place that does its job`, () => {
      expect(filesHolding(code)).toEqual([home]);
    });
  }
});
