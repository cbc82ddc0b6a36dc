import { describe, expect, it } from "vitest";
import { IMAGE_MAX_WIDTH, IMAGE_WIDTHS, cropRect, focusPosition, imageProps, offeredWidths } from "./image";

const config = { projectId: "embedded", dataset: "production", baseUrl: "/" };
const image = (width: number, height: number) =>
  ({ _type: "image", alt: "A picture", asset: { _type: "reference", _ref: `image-0123456789abcdef0123456789abcdef01234567-${width}x${height}-jpg` } }) as const;
const widths = (srcSet: string) => srcSet.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
const requested = (url: string) => Number(new URL(url, "http://site").searchParams.get("w"));

describe("responsive content images", () => {
  it("name one format in every URL the site answers itself: AVIF and WebP sources, the original in the <img>", () => {
    const props = imageProps(config, image(2400, 1600))!;
    const urls = (srcSet: string) => srcSet.split(", ").map((candidate) => new URL(candidate.split(" ")[0]!, "http://site").searchParams);
    expect(props.sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const { type, srcSet } of props.sources!) {
      expect(widths(srcSet)).toEqual(widths(props.srcSet!));
      for (const params of urls(srcSet)) {
        expect(params.get("fm")).toBe(type.slice("image/".length));
        expect(params.get("auto")).toBeNull();
      }
    }
    for (const params of [...urls(props.srcSet!), new URL(props.src, "http://site").searchParams]) {
      expect(params.get("fm")).toBeNull();
      expect(params.get("auto")).toBeNull();
    }
  });

  it("leave the format to Sanity's CDN when it serves the images (it is no cache of the site's, and its fm has no AVIF)", () => {
    const props = imageProps({ projectId: "abc123", dataset: "production", baseUrl: "https://cdn.sanity.io" }, image(2400, 1600))!;
    expect(props.sources).toBeUndefined();
    expect(new URL(props.src).searchParams.get("auto")).toBe("format");
  });

  it("offers several widths up to the 800 px cap, each URL asking for its own width", () => {
    const props = imageProps(config, image(2400, 1600))!;
    expect(widths(props.srcSet!)).toEqual([320, 480, 640, 800]);
    for (const candidate of props.srcSet!.split(", ")) {
      const [url, width] = candidate.split(" ");
      expect(requested(url!)).toBe(Number(width!.slice(0, -1)));
    }
    expect(requested(props.src)).toBe(IMAGE_MAX_WIDTH);
  });

  it("never asks for more than the original, nor past the offered width at twice the shown width", () => {
    expect(Math.max(...widths(imageProps(config, image(500, 500))!.srcSet!))).toBe(500);
    expect(Math.max(...widths(imageProps(config, image(2400, 1600), 200)!.srcSet!))).toBe(480);
    expect(widths(imageProps(config, image(480, 480), 64)!.srcSet!)).toEqual([128]);
  });

  it("asks only for widths the image handler offers, whatever the shown width, size and crop", () => {
    const crops = [undefined, { top: 0.1, bottom: 0.05, left: 0.2, right: 0.13 }, { top: 0, bottom: 0, left: 0.0004, right: 0.3337 }];
    for (const [w, h] of [
      [2400, 1600],
      [1600, 900],
      [801, 300],
      [800, 800],
      [500, 500],
      [333, 480],
      [100, 100],
    ] as const) {
      for (const crop of crops) {
        const visible = cropRect({ width: w, height: h }, crop)?.width ?? w;
        for (const displayWidth of [32, 64, 100, 200, 333, 400, 720, 800, 1200]) {
          const props = imageProps(config, { ...image(w, h), ...(crop ? { crop } : {}) } as never, displayWidth)!;
          for (const url of [props.src, ...props.srcSet!.split(", ").map((candidate) => candidate.split(" ")[0]!)]) {
            const params = new URL(url, "http://site").searchParams;
            expect(offeredWidths(visible), url).toContain(Number(params.get("w")));
            expect(params.get("rect") ?? undefined, url).toBe(
              cropRect({ width: w, height: h }, crop) && Object.values(cropRect({ width: w, height: h }, crop)!).join(","),
            );
          }
        }
      }
    }
  });

  it("offers the ladder below an image's visible width, then that width up to the cap", () => {
    expect(offeredWidths(1600)).toEqual([...IMAGE_WIDTHS]);
    expect(offeredWidths(500)).toEqual([128, 320, 480, 500]);
    expect(offeredWidths(480)).toEqual([128, 320, 480]);
    expect(offeredWidths(90)).toEqual([90]);
  });

  it("keeps width and height in the image's proportions, so the layout does not shift", () => {
    const props = imageProps(config, image(2400, 1600), 720)!;
    expect(props.width).toBe(720);
    expect(props.height).toBe(480);
  });

  it("keeps the editor's focus point in view where a layout cuts the picture, measured within the crop", () => {
    const focused = { ...image(1600, 1200), hotspot: { _type: "sanity.imageHotspot" as const, x: 0.3, y: 0.8, width: 0.2, height: 0.2 } };
    expect(imageProps(config, focused)?.style).toEqual({ objectPosition: "30% 80%" });
    // A fifth of the picture cropped away on the left: the point sits further left within what is left.
    const cropped = { ...focused, crop: { _type: "sanity.imageCrop" as const, top: 0, bottom: 0, left: 0.2, right: 0 } };
    expect(imageProps(config, cropped)?.style).toEqual({ objectPosition: "12% 80%" });
    expect(focusPosition({ x: 0.5, y: 0.5 }, undefined)).toBeUndefined();
    expect(focusPosition({ x: 0.1, y: 0.5 }, { top: 0, bottom: 0, left: 0.2, right: 0 })).toBe("0% 50%");
    expect(imageProps(config, image(1600, 1200))?.style).toBeUndefined();
  });
});

describe("SVG content images", () => {
  const svg = (width: number, height: number, extra: Record<string, unknown> = {}) =>
    ({ _type: "image", asset: { _type: "reference", _ref: `image-0123456789abcdef0123456789abcdef01234567-${width}x${height}-svg` }, ...extra }) as never;

  it("are served whole: one URL of the original file, no parameters, no srcset", () => {
    const props = imageProps(config, svg(560, 440), 560)!;
    expect(props.src).toBe("/images/embedded/production/0123456789abcdef0123456789abcdef01234567-560x440.svg");
    expect(props.srcSet).toBeUndefined();
    expect(props).toEqual({ src: props.src, width: 560, height: 440 });
  });

  it("take the shown width, never past their own, in their proportions; by default their own size", () => {
    expect(imageProps(config, svg(960, 440), 480)).toMatchObject({ width: 480, height: 220 });
    expect(imageProps(config, svg(240, 64), 800)).toMatchObject({ width: 240, height: 64 });
    // Not capped at 800 px as raster images are: the file is the same at every width.
    expect(imageProps(config, svg(960, 440))).toMatchObject({ width: 960, height: 440 });
  });

  it("keep the editor's focus point; a crop that keeps everything still serves the file", () => {
    const hotspot = { _type: "sanity.imageHotspot", x: 0.3, y: 0.8, width: 0.2, height: 0.2 };
    const whole = { _type: "sanity.imageCrop", top: 0, bottom: 0, left: 0, right: 0 };
    const props = imageProps(config, svg(560, 440, { hotspot, crop: whole }))!;
    expect(props.src).not.toContain("?");
    expect(props.style).toEqual({ objectPosition: "30% 80%" });
  });

  it("when cropped, take the raster path: the crop's rect and the offered widths, as Sanity's CDN rasterises a transformed SVG", () => {
    const crop = { _type: "sanity.imageCrop", top: 0.1, bottom: 0, left: 0, right: 0.5 };
    const props = imageProps(config, svg(560, 440, { crop }), 200)!;
    const params = new URL(props.src, "http://site").searchParams;
    expect(params.get("rect")).toBe("0,44,280,396");
    expect(offeredWidths(280)).toContain(Number(params.get("w")));
    expect(props.sources?.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(widths(props.srcSet!)).toEqual([280]);
    expect(props).toMatchObject({ width: 200, height: Math.round((200 * 396) / 280) });
  });
});
