/**
 * The publish webhook's filter as the guides print it (docs/editors.md, docs/going-live.md,
 * docs/content.md): an administrator copies it into Sanity, and a type it leaves out is
 * published only at the next content check (a built page's publish waited 14–43 s). Every
 * printed filter must be the same, naming exactly the document types the site's queries read.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as queries from "./queries";

/** Every document type an answer of the site is made of or links to: the queries' own lists. */
const readTypes = [
  ...new Set(
    Object.values(queries as Record<string, unknown>)
      .filter(
        (value): value is { types: readonly string[]; linksTo?: readonly string[] } =>
          typeof value === "object" && value !== null && "groq" in value && "types" in value,
      )
      .flatMap((query) => [...query.types, ...(query.linksTo ?? [])]),
  ),
].sort();

/** Each webhook filter the guides print (a GROQ filter on `_type in [...]`), with where it is. */
const printed = readdirSync("docs", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".md"))
  .flatMap((file) => [...readFileSync(`docs/${file}`, "utf8").matchAll(/_type in \[[^\]]*\][^`\n]*/g)].map(([filter]) => ({ where: `docs/${file}`, filter })));

describe("the publish webhook's filter the guides print", () => {
  it("is printed by the editors' guide, going live and the content guide, the same each time", () => {
    expect(new Set(printed.map((entry) => entry.where))).toEqual(new Set(["docs/editors.md", "docs/going-live.md", "docs/content.md"]));
    expect(new Set(printed.map((entry) => entry.filter)).size, printed.map((entry) => `${entry.where}: ${entry.filter}`).join("\n")).toBe(1);
  });

  it("names every document type the site reads, and no other", () => {
    expect(readTypes.length).toBeGreaterThan(10);
    for (const { where, filter } of printed) {
      const named = JSON.parse(/\[[^\]]*\]/.exec(filter)![0]) as string[];
      expect([...named].sort(), where).toEqual(readTypes);
    }
  });
});
