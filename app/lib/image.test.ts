import { describe, expect, it } from "vitest";
import { IMAGE_MAX_WIDTH, imageProps } from "./image";

const config = { projectId: "embedded", dataset: "production", baseUrl: "/" };
const image = (width: number, height: number) =>
  ({ _type: "image", alt: "A picture", asset: { _type: "reference", _ref: `image-0123456789abcdef0123456789abcdef01234567-${width}x${height}-jpg` } }) as const;
const widths = (srcSet: string) => srcSet.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
const requested = (url: string) => Number(new URL(url, "http://site").searchParams.get("w"));

describe("responsive content images", () => {
  it("offers several widths up to the 800 px cap, each URL asking for its own width", () => {
    const props = imageProps(config, image(2400, 1600))!;
    expect(widths(props.srcSet)).toEqual([320, 480, 640, 800]);
    for (const candidate of props.srcSet.split(", ")) {
      const [url, width] = candidate.split(" ");
      expect(requested(url!)).toBe(Number(width!.slice(0, -1)));
    }
    expect(requested(props.src)).toBe(IMAGE_MAX_WIDTH);
  });

  it("never asks for more than the original or twice the shown width", () => {
    expect(Math.max(...widths(imageProps(config, image(500, 500))!.srcSet))).toBe(500);
    expect(Math.max(...widths(imageProps(config, image(2400, 1600), 200)!.srcSet))).toBe(400);
  });

  it("keeps width and height in the image's proportions, so the layout does not shift", () => {
    const props = imageProps(config, image(2400, 1600), 720)!;
    expect(props.width).toBe(720);
    expect(props.height).toBe(480);
  });
});
