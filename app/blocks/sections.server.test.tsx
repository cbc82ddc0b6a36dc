import { describe, expect, it } from "vitest";
import type { Chrome } from "~/pages/navigation";
import { builtPageBlocks, type ShownSection } from "./sections.server";

const chrome = {
  demoButton: "Request a Demo",
  pages: [
    { path: "/", name: "Home" },
    { path: "/events", name: "Events" },
  ],
} as unknown as Chrome;

const hero = {
  _type: "hero",
  _key: "h",
  title: "An hour on DCCM",
  lead: "Live.",
  art: {
    src: "/images/a.jpg?w=800",
    width: 800,
    height: 450,
    alt: "",
    sizes: "50vw",
    sources: [{ type: "image/avif", srcSet: "/images/a.jpg?w=400&fm=avif 400w" }],
  },
};
const sections = [
  hero,
  { _type: "calloutsSection", _key: "c", heading: { title: "Why" }, items: [{ _key: "1", title: "Fast", text: "Quick." }] },
  { _type: "questionsSection", _key: "q", heading: { title: "Questions" }, topics: [] },
  { _type: "callToAction", _key: "a", title: "Come along", text: "Book a seat." },
] as unknown as ShownSection[];

describe("builtPageBlocks", () => {
  it("draws each run of sections that do nothing in the browser as one piece of HTML, and keeps each interactive one as data with its place", async () => {
    const { blocks } = await builtPageBlocks(sections, { url: "http://site.test/events/webinar", chrome, edit: { c: "callouts-field", q: "questions-field" } });
    expect(blocks.map((block) => [block._type, block._key])).toEqual([
      ["html", "h"],
      ["questionsSection", "q"],
      ["html", "a"],
    ]);
    const [first, questions, last] = blocks as unknown as [{ html: string }, { id: string; tone: string; edit: string }, { html: string }];
    // The trail reads the page's address and the pages of the root's chrome; the closing band's button the chrome's words.
    expect(first.html).toContain('<nav aria-label="Breadcrumb" class="trail"><ol><li><a href="/events" data-discover="true">Events</a></li></ol></nav>');
    expect(first.html).toMatch(
      /<section id="section-c" class="page-section page-section--plain" aria-labelledby="section-c-title" data-sanity="callouts-field">/,
    );
    // Bands under a heading alternate across both kinds: the callouts plain, the questions tinted.
    expect(questions).toMatchObject({ id: "section-q", tone: "tint", edit: "questions-field" });
    expect(last.html).toMatch(/<a class="button-light demo-link" href="\/contact" data-discover="true">Request a Demo<\/a>/);
  });

  it("keeps the headline picture's preload out of the HTML, for the page to ask for from the head", async () => {
    const { blocks, imagePreloads } = await builtPageBlocks(sections, { url: "http://site.test/webinar", chrome, edit: undefined });
    const html = (blocks[0] as { html: string }).html;
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain("trail");
    expect(html).toMatch(/^<section class="page-hero">/);
    expect(imagePreloads).toEqual([
      {
        href: "/images/a.jpg?w=800",
        options: expect.objectContaining({ as: "image", imageSrcSet: "/images/a.jpg?w=400&fm=avif 400w", fetchPriority: "high" }),
      },
    ]);
  });
});
