import { describe, expect, it } from "vitest";
import { assetIdFromExportPath, parseNdjson, toDraftsPerspective, toPublishedDataset } from "./dataset.server";
import { EmbeddedSource } from "./embedded-source.server";
import { fixtureDocuments } from "../../tests/support/fixture-dataset";
import { insightBySlugQuery, insightSitemapQuery, testimonialsQuery } from "./queries";

describe("reading a Sanity export", () => {
  it("turns exported image placeholders back into asset references", () => {
    expect(assetIdFromExportPath(`image@file://./images/${"a".repeat(40)}-1600x900.jpg`)).toBe(`image-${"a".repeat(40)}-1600x900-jpg`);
    // An illustration uploaded as SVG: the reference app/images/image.ts recognises as a vector by its "-svg".
    expect(assetIdFromExportPath(`image@file://./images/${"a".repeat(40)}-560x440.svg`)).toBe(`image-${"a".repeat(40)}-560x440-svg`);
    const [doc] = toPublishedDataset([
      { _id: "x", _type: "t", image: { _type: "image", alt: "A", _sanityAsset: `image@file://./images/${"b".repeat(40)}-10x20.png` } },
    ]);
    expect(doc!.image).toEqual({ _type: "image", alt: "A", asset: { _type: "reference", _ref: `image-${"b".repeat(40)}-10x20-png` } });
  });

  it("leaves drafts out", () => {
    const ids = toPublishedDataset(fixtureDocuments).map((doc) => doc._id);
    expect(ids.some((id) => id.startsWith("drafts."))).toBe(false);
    expect(ids).toContain("insight-new");
  });

  it("shows drafts in place of their published versions in the drafts perspective, like the Content Lake", async () => {
    const documents = [
      { _id: "a", _type: "insight", Title: "Published A" },
      { _id: "drafts.a", _type: "insight", Title: "Draft A" },
      { _id: "b", _type: "insight", Title: "Published B" },
      { _id: "drafts.c", _type: "insight", Title: "Draft C, never published" },
      { _id: "versions.r1.b", _type: "insight", Title: "A release version" },
    ];
    const view = toDraftsPerspective(documents);
    expect(view.map((doc) => [doc._id, doc.Title])).toEqual([
      ["a", "Draft A"],
      ["b", "Published B"],
      ["c", "Draft C, never published"],
    ]);
    expect(view[0]!._originalId).toBe("drafts.a");
    const titles = await new EmbeddedSource(view).fetch<string[]>(`*[_type == "insight"] | order(_id asc).Title`);
    expect(titles).toEqual(["Draft A", "Published B", "Draft C, never published"]);
  });

  it("names the line of a malformed document", () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{oops', "data.ndjson")).toThrow("data.ndjson:2");
    expect(() => parseNdjson('{"_type":"t"}', "data.ndjson")).toThrow("data.ndjson:1");
  });
});

describe("the embedded source's indexes", () => {
  const source = new EmbeddedSource(toPublishedDataset(fixtureDocuments));

  it("hands groq-js only the document with the asked slug", () => {
    const candidates = source.candidates(insightBySlugQuery.groq, { slug: "older-article" });
    expect(candidates.map((doc) => doc._id)).toEqual(["insight-old"]);
  });

  it("narrows a type filter to that type", () => {
    expect(source.candidates(testimonialsQuery.groq).every((doc) => doc._type === "testimonial")).toBe(true);
    expect(source.candidates(insightSitemapQuery.groq)).toHaveLength(3);
  });

  it("falls back to the whole dataset when a query has more than one `*`", () => {
    expect(source.candidates(`*[_id in *[_type == "insight"]._id]`)).toHaveLength(source.size);
  });

  it("keeps referenced documents for dereferencing", async () => {
    const withRefs = new EmbeddedSource([
      { _id: "author-1", _type: "author", name: "Jo" },
      { _id: "post-1", _type: "post", author: { _type: "reference", _ref: "author-1" } },
    ]);
    expect(await withRefs.fetch(`*[_type == "post"][0]{ "name": author->name }`)).toEqual({ name: "Jo" });
  });
});
