/**
 * A copy of the embedded dataset with many articles: the real ones, then
 * generated copies of them, each with an id, slug and date of its own (older
 * than every real article, one day apart), so the real ones stay the newest.
 * For the scale benchmark and the paging tests.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Doc = { _id: string; _type: string; slug?: { current?: string }; Date?: string; Title?: string };

/** Writes `targetDir` (data.ndjson and images/) with `articles` published articles in all. */
export function writeManyArticles(sourceDir: string, targetDir: string, articles: number): void {
  const docs = readFileSync(path.join(sourceDir, "data.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);
  const real = docs.filter((doc) => doc._type === "insight" && !doc._id.startsWith("drafts.") && doc.slug?.current);
  if (real.length === 0) throw new Error(`${sourceDir} has no published article to copy`);
  const oldest = Math.min(...real.map((doc) => Date.parse(doc.Date ?? "2020-01-01")));
  const copies: Doc[] = [];
  for (let i = 1; copies.length < articles - real.length; i++) {
    const model = real[(i - 1) % real.length]!;
    copies.push({
      ...model,
      _id: `${model._id}-copy-${i}`,
      Title: `${model.Title} (${i})`,
      slug: { ...model.slug, current: `${model.slug!.current}-${i}` },
      Date: new Date(oldest - i * 86_400_000).toISOString().slice(0, 10),
    });
  }
  mkdirSync(targetDir, { recursive: true });
  writeFileSync(path.join(targetDir, "data.ndjson"), `${[...docs, ...copies].map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  cpSync(path.join(sourceDir, "images"), path.join(targetDir, "images"), { recursive: true });
  cpSync(path.join(sourceDir, "files"), path.join(targetDir, "files"), { recursive: true });
}
