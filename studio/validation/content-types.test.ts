/**
 * `npm run content:types -- --check` (part of `npm test`) must fail when a
 * query no longer matches the committed types, and say what to run. Given
 * the queries from another file, the check regenerates only the types, from
 * the committed schema: a few seconds rather than the schema's extraction.
 * (The passing case, extraction included, runs in `npm run test:studio` on
 * the real files.)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

it("the drift check fails, naming the file and the command, when a query reads a field the types lack", () => {
  const queries = readFileSync(path.join(root, "app/content/queries.ts"), "utf8");
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the query module's own source text, placeholders and all.
  const changed = queries.replace("{ _id, name, position, content${richText}, image }", "{ _id, name, position, content${richText}, image, _createdAt }");
  expect(changed).not.toBe(queries);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "act-queries-")), "queries.ts");
  writeFileSync(file, changed);

  // A blocking call holds the worker, so the test's own timeout could not end a hung run: this does.
  const result = spawnSync("node", ["scripts/content-types.mjs", "--check", "--queries", file], { cwd: root, encoding: "utf8", timeout: 45_000 });
  expect(result.error, "the drift check finished").toBeUndefined();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("app/content/sanity.types.ts is out of date with the Studio's schema and the queries.");
  expect(result.stderr).toContain("Run `npm run content:types` and commit the result.");
  expect(result.stderr).not.toContain("studio/schema.json is out of date");
  // The differences are the query, its new field and its key in the query map (not where the files were).
  const diff = result.stdout.split("\n").filter((line) => /^[-+](?![-+])/.test(line));
  expect(diff).toEqual([
    expect.stringMatching(/^-\/\/ Query: .*image \}$/),
    expect.stringMatching(/^\+\/\/ Query: .*image, _createdAt \}$/),
    "+  _createdAt: string;",
    // The query map that types each query by its own GROQ string.
    expect.stringMatching(/^- {4}'.*image \}': TestimonialsResult;$/),
    expect.stringMatching(/^\+ {4}'.*image, _createdAt \}': TestimonialsResult;$/),
  ]);
});
