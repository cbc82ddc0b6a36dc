/**
 * ContentImage draws an SVG content image (an illustration an editor can
 * replace) as one file at its size, with no srcset or sizes; for a hero it is
 * fetched first and preloaded by React from the head.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "./content-image";

const drawing = {
  _type: "image",
  asset: { _type: "reference", _ref: "image-0123456789abcdef0123456789abcdef01234567-560x440-svg" },
} as never;
const SRC = "/images/embedded/production/0123456789abcdef0123456789abcdef01234567-560x440.svg";

const page = (body: React.ReactNode) =>
  renderToString(
    <html lang="en">
      <head />
      <body>{body}</body>
    </html>,
  );

describe("an SVG content image", () => {
  it("is one file at its size, without srcset or sizes", () => {
    const html = renderToString(<ContentImage image={drawing} alt="A gavel" displayWidth={560} className="art-image" />);
    expect(html).toContain(`src="${SRC}"`);
    expect(html).toMatch(/width="560"/);
    expect(html).toMatch(/height="440"/);
    expect(html).toContain('class="art-image"');
    expect(html).not.toMatch(/srcset|sizes/i);
    expect(html).toContain('loading="lazy"');
  });

  it("as a page's main image is fetched early, never lazily, and preloaded from the head", () => {
    const html = page(<ContentImage image={drawing} alt="A gavel" displayWidth={560} priority />);
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
    const head = /<head>(.*)<\/head>/s.exec(html)![1]!;
    expect(head).toMatch(new RegExp(`<link rel="preload" as="image" href="${SRC}" fetchPriority="high"`));
  });

  it("decorative: an empty text alternative", () => {
    expect(renderToString(<ContentImage image={drawing} alt="" priority />)).toContain('alt=""');
  });
});
