/**
 * The embedded source answers every query as a scan of the whole dataset
 * would (groq-js over every document): its indexes only make that quicker.
 * Filters on indexed fields that are not plain equality (`!=`, `||`, a
 * number, a field path below the document) must not be taken for one.
 */
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import type { SanityDocument } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import { insightSitemapQuery } from "./queries";

const documents: SanityDocument[] = [
  {
    _id: "insight-a",
    _type: "insight",
    slug: { _type: "slug", current: "a" },
    author: { _type: "reference", _ref: "author-1" },
    n: 1,
    note: null,
    related: { _type: "reference", _ref: "gone" },
  },
  { _id: "insight-b", _type: "insight", slug: { _type: "slug", current: "b" }, author: { _type: "reference", _ref: "author-2" }, n: 2 },
  { _id: "insight-c", _type: "insight", n: 3 },
  { _id: "page-a", _type: "page", slug: { _type: "slug", current: "a" }, sections: [{ _type: "block", ref: { _type: "reference", _ref: "insight-b" } }] },
  { _id: "author-1", _type: "author", name: "Jo", team: { _type: "reference", _ref: "team-1" } },
  { _id: "author-2", _type: "author", name: "Sam" },
  { _id: "team-1", _type: "team", name: "Labs", lead: { _type: "reference", _ref: "author-1" } },
  { _id: "no-slug", _type: "insight", slug: null, n: 5 },
  { _id: "odd", _type: "insight", slug: { _type: "slug", current: 7 }, n: 4 },
  { _id: "nested", _type: "wrapper", inner: { _type: "insight" } },
  { _id: "scalar-slug", _type: "insight", slug: "a" },
];

async function scan(groq: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const result = await evaluate(parse(groq, { params }), { dataset: documents, params });
  return result.get();
}

const QUERIES: Array<[string, Record<string, unknown>?]> = [
  [`*[_type == "insight"]._id`],
  [`*["insight" == _type]._id`],
  [`*[_type != "insight"]._id`],
  [`*[!(_type == "insight")]._id`],
  [`*[_type == "insight" || _type == "page"]._id`],
  [`*[(_type == "insight") && slug.current == "a"]._id`],
  [`*[_type == "insight" && slug.current != "a"]._id`],
  [`*[_type == "insight" && n > 1]._id`],
  [`*[slug.current == $slug]._id`, { slug: "a" }],
  [`*[slug.current == "a" && _type == "page"]._id`],
  [`*[_id == "insight-b"][0]{ _id, "author": author->name }`],
  [`*[_type == "insight" && slug.current == "a"][0]{ "author": author->name, "team": author->team->name }`],
  [`*[_type == "page"][0]{ "refs": sections[].ref->_id }`],
  [`*[inner._type == "insight"]._id`],
  [`*[slug == "a"]._id`],
  [`*[slug.current == 7]._id`],
  [`*[_type == 5]._id`],
  [`*[_type == "missing"]._id`],
  [`*[_type in ["insight", "page"]]._id`],
  [`count(*[_type == "insight"]) + count(*[_type == "page"])`],
  [`*[_id in *[_type == "author"]._id]._id`],
  [`*[_type == "insight"][0...2]._id`],
  [`*._id`],
  [`*`],
  [`count(*)`],
  [`*[_type != null && defined(slug)]._id`],
  [`*[_id == "team-1"][0]{ "lead": lead->name, "team": lead->team->name }`],
  [`*[_id == "insight-a"][0]{ "related": related->_id, note }`],
];

describe("the embedded source's answers", () => {
  const source = new EmbeddedSource(documents);

  it.each(QUERIES)("are a full scan's for %s", async (groq, params = {}) => {
    expect(await source.fetch(groq, params)).toEqual(await scan(groq, params));
  });

  it("narrow only on plain equality, so a `!=` filter still sees every other document", () => {
    expect(source.candidates(`*[_type != "insight"]`)).toHaveLength(documents.length);
    expect(source.candidates(`*[_type == "insight" || _type == "page"]`)).toHaveLength(documents.length);
    expect(source.candidates(`*[inner._type == "insight"]`)).toHaveLength(documents.length);
    expect(source.candidates(`*[_type == 5]`)).toHaveLength(documents.length);
    expect(source.candidates(`*[_type == "insight" && slug.current == "b"]`).map((d) => d._id)).toEqual(["insight-b"]);
    expect(source.candidates(`*[_type == "insight" && slug.current == "a"]`).map((d) => d._id)).toEqual(["insight-a"]);
    expect(source.candidates(`*[(_type == "team")]`).map((d) => d._id)).toEqual(["team-1"]);
    expect(source.candidates(`*[("team" == _type) && (_id == "team-1")]`).map((d) => d._id)).toEqual(["team-1"]);
    expect(source.candidates(`*[slug.current == "a" && _type == "page"]`).map((d) => d._id)).toEqual(["page-a"]);
    expect(source.candidates(`*[_type == "missing"]`)).toEqual([]);
    expect(source.candidates(`*[_type == "team"]{ "x": lead->name }`).map((d) => d._id)).toEqual(["team-1", "author-1"]);
    expect(
      source
        .candidates(`*[_id == "author-1"]{ "t": team->name }`)
        .map((d) => d._id)
        .sort(),
    ).toEqual(["author-1", "team-1"]);
  });

  it("lists every article with a slug for the sitemap", async () => {
    const fromSitemap = (await source.fetch<Array<{ slug: unknown }>>(insightSitemapQuery.groq)).map((entry) => entry.slug);
    expect(fromSitemap.filter((slug) => typeof slug === "string").sort()).toEqual(["a", "b"]);
  });

  it("answer from the new documents once replaced, and never from a mix", async () => {
    const replaced = new EmbeddedSource(documents);
    replaced.replace([{ _id: "only", _type: "insight", slug: { _type: "slug", current: "a" } }]);
    expect(replaced.size).toBe(1);
    expect(await replaced.fetch(`*[_type == "insight"]._id`)).toEqual(["only"]);
    expect(await replaced.fetch(`*[slug.current == "a"]._id`)).toEqual(["only"]);
    expect(await replaced.fetch(`*[_id == "insight-a"]._id`)).toEqual([]);
    await expect(replaced.ping()).resolves.toBeUndefined();
    expect(replaced.kind).toBe("embedded");
  });
});
