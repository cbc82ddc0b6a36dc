/**
 * ImageTag draws the URLs the loader made (app/images/shown-image.server.ts):
 * an SVG content image (an illustration an editor can replace) as one file at
 * its size, with no srcset or sizes; a raster image as a `<picture>` of format
 * sources. A page's main image is fetched first and preloaded by React from the
 * head, inside a `<picture>` too.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { shownImage } from "~/images/shown-image.server";
import { ImageTag } from "./image-tag";

const context = { env: parseEnv({}) };
const drawing = shownImage(
  context,
  {
    _type: "image",
    asset: { _type: "reference", _ref: "image-0123456789abcdef0123456789abcdef01234567-560x440-svg" },
    alt: "A gavel",
  } as never,
  560,
)!;
const SRC = "/images/embedded/production/0123456789abcdef0123456789abcdef01234567-560x440.svg";
const photo = shownImage(
  context,
  {
    _type: "image",
    asset: { _type: "reference", _ref: "image-0123456789abcdef0123456789abcdef01234567-1600x900-jpg" },
    alt: "A courtroom",
  } as never,
  800,
)!;

const page = (body: React.ReactNode) =>
  renderToString(
    <html lang="en">
      <head />
      <body>{body}</body>
    </html>,
  );
const headOf = (html: string) => /<head>(.*)<\/head>/s.exec(html)![1]!;

describe("an SVG content image", () => {
  it("is one file at its size, without srcset or sizes", () => {
    const html = renderToString(<ImageTag image={drawing} className="art-image" />);
    expect(html).toContain(`src="${SRC}"`);
    expect(html).toMatch(/width="560"/);
    expect(html).toMatch(/height="440"/);
    expect(html).toContain('class="art-image"');
    expect(html).toContain('alt="A gavel"');
    expect(html).not.toMatch(/srcset|sizes/i);
    expect(html).toContain('loading="lazy"');
  });

  it("as a page's main image is fetched early, never lazily, and preloaded from the head", () => {
    const html = page(<ImageTag image={drawing} priority />);
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
    expect(headOf(html)).toMatch(new RegExp(`<link rel="preload" as="image" href="${SRC}" fetchPriority="high"`));
  });

  it("decorative where it is shown: an empty text alternative", () => {
    expect(renderToString(<ImageTag image={drawing} alt="" priority />)).toContain('alt=""');
  });
});

describe("a raster content image", () => {
  it("offers AVIF, then WebP, then the original, each source with the loader's srcset and sizes", () => {
    const html = renderToString(<ImageTag image={photo} />);
    expect(html).toMatch(
      /^<picture class="contents"><source type="image\/avif" srcSet="[^"]*fm=avif[^"]* 800w" sizes="\(min-width: 800px\) 800px, 100vw"\/><source type="image\/webp" srcSet="[^"]*fm=webp[^"]*"/,
    );
    expect(html).toMatch(/<img [^>]*src="\/images\/embedded\/production\/[^"]*-1600x900\.jpg\?w=800&amp;fit=max"/);
  });

  it("as a page's main image is preloaded from the head in the first format offered, so it does not wait behind the scripts", () => {
    const head = headOf(page(<ImageTag image={photo} priority />));
    const link = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0];
    expect(link).toContain('type="image/avif"');
    expect(link).toContain('fetchPriority="high"');
    expect(link).toMatch(/imageSrcSet="[^"]*fm=avif[^"]* 800w"/);
    expect(link).toContain('imageSizes="(min-width: 800px) 800px, 100vw"');
  });

  it("further down the page: lazy, and not preloaded", () => {
    const html = page(<ImageTag image={photo} />);
    expect(headOf(html)).not.toContain("preload");
    expect(html).toContain('loading="lazy"');
  });
});
