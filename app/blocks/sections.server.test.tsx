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
  { _type: "questionsSection", _key: "q", heading: { title: "Questions" }, topics: [{ _key: "t", title: "Who may come?", paragraphs: ["Anyone."] }] },
  { _type: "enquiryFormSection", _key: "f", interest: "dccm" },
  { _type: "callToAction", _key: "a", title: "Come along", text: "Book a seat." },
] as unknown as ShownSection[];

describe("builtPageBlocks", () => {
  it("draws each run of sections React does not drive as one piece of HTML with its scripts, and keeps the form as data with its place", async () => {
    const { blocks } = await builtPageBlocks(sections, {
      url: "http://site.test/events/webinar",
      chrome,
      edit: { c: "callouts-field", q: "questions-field", f: "form-field" },
    });
    expect(blocks.map((block) => [block._type, block._key])).toEqual([
      ["html", "h"],
      ["enquiryFormSection", "f"],
      ["html", "a"],
    ]);
    const [first, form, last] = blocks as unknown as [
      { html: string; scripts: string[] },
      { id: string; tone: string; edit: string },
      { html: string; scripts: string[] },
    ];
    // The trail reads the page's address and the pages of the root's chrome; the closing band's button the chrome's words.
    expect(first.html).toContain('<nav aria-label="Breadcrumb" class="trail"><ol><li><a href="/events" data-discover="true">Events</a></li></ol></nav>');
    expect(first.html).toMatch(
      /<section id="section-c" class="page-section page-section--plain" aria-labelledby="section-c-title" data-sanity="callouts-field">/,
    );
    // Bands under a heading alternate: the callouts plain, the questions tinted.
    expect(first.html).toMatch(
      /<section id="section-q" class="page-section page-section--tint" aria-labelledby="section-q-title" data-sanity="questions-field">/,
    );
    // The accordion's script is not in the HTML (only the page's own render may mark a script as the site's): it comes beside it, once.
    expect(first.html).not.toContain("<script");
    expect(first.scripts).toHaveLength(1);
    expect(first.scripts[0]).toMatch(/^\(function accordion\(\)/);
    expect(form).toMatchObject({ id: "section-f", edit: "form-field" });
    expect(last.html).toMatch(/<a class="button-light demo-link" href="\/contact" data-discover="true">Request a Demo<\/a>/);
    expect(last.scripts).toEqual([]);
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
