/**
 * A built page's sections as its loader shapes them, through the real content service on
 * the embedded source: the picture beside text with its URLs, its alt and its side; the latest
 * insights as Resources' cards, newest first, by tag, as many as asked within the Studio's limits;
 * and a page listing them, kept by the render cache, dropped when an article is published.
 */
import { describe, expect, it } from "vitest";
import { isNormalPath } from "../../server/canonical-paths";
import { publishingSite } from "../../tests/support/publishing-site";
import { trackContentReads } from "~/caching/content-reads.server";
import { RenderCache } from "~/caching/render-cache.server";
import type { SanityDocument } from "~/content/dataset.server";
import type { BuiltSection } from "~/content/queries";
import { silentLogger } from "~/lib/logger.server";
import { latestInsightsParams } from "./latest-insights-section.server";
import { shownSections } from "./sections.server";

const tagged = (value: string) => ({ _key: value, _type: "tag", label: value, value, page: { _type: "reference", _ref: "dccmPage" } });
const article = (id: string, date: string, tags: string[], extra: Partial<SanityDocument> = {}): SanityDocument => ({
  _id: id,
  _type: "insight",
  Title: `Article ${id}`,
  Author: "Jordan Sample",
  Date: date,
  slug: { _type: "slug", current: id },
  tags: tags.map(tagged),
  portableText: [
    { _type: "block", _key: "b", style: "normal", markDefs: [], children: [{ _type: "span", _key: "s", text: `The first words of ${id}.`, marks: [] }] },
  ],
  ...extra,
});
const ARTICLES = [
  article("a-2024", "2024-03-12", ["dccm"]),
  article("b-2025", "2025-06-10", ["dccm", "paracelsus-lis"]),
  article("c-2025", "2025-10-07", ["paracelsus-lis"]),
  article("d-2026", "2026-01-13", ["dccm"]),
  // Newer than all, but a draft: never on a published page.
  article("drafts.e-2026", "2026-11-01", ["dccm"]),
];

const site = publishingSite;

const latest = (count: number | undefined, tag?: string) =>
  ({ _type: "latestInsightsSection", _key: "l", heading: { _type: "sectionHeading", title: "Latest" }, count, ...(tag ? { tag } : {}) }) as BuiltSection;

async function cardsOf(context: ReturnType<typeof site>["context"], section: BuiltSection) {
  const [shown] = await shownSections(context, [section]);
  return shown?._type === "latestInsightsSection" ? shown.cards : [];
}

describe("a built page's latest insights", () => {
  it("are the newest published articles, newest first, as Resources' cards: all of them, or those with the tag", async () => {
    const { context } = site(ARTICLES);
    expect((await cardsOf(context, latest(3))).map((card) => card.path)).toEqual(["/insights/d-2026", "/insights/c-2025", "/insights/b-2025"]);
    expect((await cardsOf(context, latest(3, "dccm"))).map((card) => card.path)).toEqual(["/insights/d-2026", "/insights/b-2025", "/insights/a-2024"]);
    expect((await cardsOf(context, latest(6, "paracelsus-lis"))).map((card) => card.title)).toEqual(["Article c-2025", "Article b-2025"]);
    expect(await cardsOf(context, latest(3, "no-such-tag"))).toEqual([]);
    const [card] = await cardsOf(context, latest(1));
    expect(card).toEqual({
      id: "d-2026",
      title: "Article d-2026",
      path: "/insights/d-2026",
      author: "Jordan Sample",
      date: "2026-01-13",
      image: undefined,
      excerpt: "The first words of d-2026.",
      edit: undefined,
    });
  });

  it("are as many as the section asks, kept within 1 to 6 whatever the data says (3 when it says nothing)", () => {
    expect(latestInsightsParams({ count: 4, tag: "dccm" })).toEqual({ count: 4, withTag: "dccm" });
    expect(latestInsightsParams({ count: 0 })).toEqual({ count: 1, withTag: null });
    expect(latestInsightsParams({ count: 40 })).toEqual({ count: 6, withTag: null });
    expect(latestInsightsParams({ count: 2.5, tag: "  " })).toEqual({ count: 3, withTag: null });
    expect(latestInsightsParams({ count: null, tag: null })).toEqual({ count: 3, withTag: null });
  });

  it("of a page kept by the render cache are drawn again when an article is published: the page is dropped and the new article listed first", async () => {
    const { content, context, publish } = site(ARTICLES);
    const cache = new RenderCache({ log: silentLogger(), maxBytes: 1e6, isNormalPath, fixedHeaders: [] });
    content.onChange((changed) => cache.drop(changed));
    const render = async () => {
      const reads = new Set<string>();
      const cards = await trackContentReads(reads, () => cardsOf(context, latest(3, "dccm")));
      const html = `<ul>${cards.map((card) => `<li>${card.title}</li>`).join("")}</ul>`;
      await cache.store(
        "/trust-and-security",
        { status: 200, html: Buffer.from(html), etag: `"${html.length}"`, headers: new Headers({ "Cache-Control": "public, max-age=0" }) },
        reads,
        cache.generation,
      );
      return cards.map((card) => card.path);
    };
    const kept = () => cache.lookup({ url: "/trust-and-security", method: "GET", headers: {} } as never);
    expect(await render()).toEqual(["/insights/d-2026", "/insights/b-2025", "/insights/a-2024"]);
    expect(kept()).toBeDefined();

    // An article of another tag: the list is the same, the page stays.
    publish([...ARTICLES, article("f-2026", "2026-05-01", ["paracelsus-lis"])]);
    await content.refreshDocument({ _id: "f-2026", _type: "insight", slug: "f-2026" });
    expect(kept()).toBeDefined();

    publish([...ARTICLES, article("f-2026", "2026-05-01", ["paracelsus-lis"]), article("g-2026", "2026-06-02", ["dccm"])]);
    await content.refreshDocument({ _id: "g-2026", _type: "insight", slug: "g-2026" });
    expect(kept()).toBeUndefined();
    expect(await render()).toEqual(["/insights/g-2026", "/insights/d-2026", "/insights/b-2025"]);
  });
});

describe("a built page's picture beside text", () => {
  const image = {
    _type: "image",
    asset: { _type: "reference", _ref: "image-8f35e7a99aad35d1b8d82bd63b10ede129bf395c-560x440-svg" },
    alt: "A rack of barcoded specimen tubes",
  };
  const section = (side: string | undefined) =>
    ({
      _type: "pictureTextSection",
      _key: "p",
      heading: { _type: "sectionHeading", title: "Records kept for inspection" },
      body: [],
      image,
      side,
    }) as unknown as BuiltSection;

  it("has its picture's URL and alternative text made on the server, and the side chosen (left unless it says right)", async () => {
    const { context } = site([]);
    const shown = await shownSections(context, [section("right"), section("left"), section(undefined), section("middle")]);
    expect(shown.map((one) => (one._type === "pictureTextSection" ? one.side : undefined))).toEqual(["right", "left", "left", "left"]);
    const [first] = shown;
    expect(first?._type === "pictureTextSection" && first.picture).toMatchObject({
      alt: "A rack of barcoded specimen tubes",
      src: expect.stringMatching(/8f35e7a99aad35d1b8d82bd63b10ede129bf395c-560x440\.svg/),
    });
    // The picture goes to the page as its URLs: not the content's image as well.
    expect(first).not.toHaveProperty("image");
  });
});

describe("a section of a type this site does not know", () => {
  it("is left out, the page's other sections kept: a Studio deployed ahead of the site must not fail its pages", async () => {
    const { context } = site([]);
    const known = { _type: "textSection", _key: "t", body: [] } as unknown as BuiltSection;
    const unknown = { _type: "pullQuoteSection", _key: "q", quote: "Ahead of the site" } as unknown as BuiltSection;
    const shown = await shownSections(context, [unknown, known, unknown]);
    expect(shown.map((section) => section._key)).toEqual(["t"]);
  });
});
