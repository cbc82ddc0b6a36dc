/**
 * The lists operators set the site up from: `.env.example` and the settings table of
 * docs/operations.md name exactly the settings the server reads (app/lib/env.server.ts), plus
 * the Studio's own, and each default they print is the one the server applies. Names and defaults
 * come from the schema itself, so there is no third list to keep.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultOf, isDefaultValue, SETTING_NAMES } from "./env.server";

const envExample = readFileSync(".env.example", "utf8");
const operations = readFileSync("docs/operations.md", "utf8");
/** The Studio's settings, which the site never reads: the names its own files take from the environment. */
const studioSource = readdirSync("studio")
  .filter((file) => file.endsWith(".ts"))
  .map((file) => readFileSync(`studio/${file}`, "utf8"))
  .join("\n");
const isStudioSetting = (name: string) => name.startsWith("SANITY_STUDIO_") && studioSource.includes(name);

/** `NAME=value` lines of .env.example, comments left out. */
const exampleLines = [...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => ({ name: name!, value: value!.trim() }));

/** The settings table's rows: the names in the first cell, the default cell's first `value`. */
const tableRows = (() => {
  const section = operations.slice(operations.indexOf("## Settings"));
  const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| Variable |")));
  return table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => {
      const [names = "", defaultCell = ""] = line.split("|").slice(1);
      const value = /^\s*`([^`]*)`/.exec(defaultCell)?.[1];
      return [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => ({ name: name!, value }));
    });
})();

const sorted = (names: string[]) => [...new Set(names)].sort();

describe("the lists of settings", () => {
  it(".env.example names every setting the server reads, and only those and the Studio's", () => {
    const names = exampleLines.map((line) => line.name);
    expect(sorted(names.filter((name) => !isStudioSetting(name)))).toEqual(sorted([...SETTING_NAMES]));
    expect(names.length, "a setting listed twice").toBe(new Set(names).size);
  });

  it("docs/operations.md's settings table names every setting the server reads, and only those and the Studio's", () => {
    const names = tableRows.map((row) => row.name);
    expect(sorted(names.filter((name) => !isStudioSetting(name)))).toEqual(sorted([...SETTING_NAMES]));
  });

  // An environment file copied from .env.example (the systemd unit's, the container's) gives `NAME=` as an
  // empty value, not as unset: each line must mean the default as it stands, empty ones included.
  it("each line of .env.example, as an environment file gives it, means the server's default", () => {
    const wrong = exampleLines.filter(({ name, value }) => !isStudioSetting(name) && !isDefaultValue(name, value));
    expect(wrong.map(({ name, value }) => `${name}=${value}`)).toEqual([]);
  });

  it("the table prints each setting's default, and a value only for the settings that have one", () => {
    const wrong = tableRows
      .filter(({ name }) => !isStudioSetting(name))
      .filter(({ name, value }) => (defaultOf(name) === undefined ? value !== undefined : value === undefined || !isDefaultValue(name, value)));
    expect(wrong.map(({ name, value }) => `${name} ${value === undefined ? "(no value)" : `\`${value}\``}`)).toEqual([]);
  });
});
