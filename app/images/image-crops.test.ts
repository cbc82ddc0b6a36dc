import { describe, expect, it } from "vitest";
import type { SanityDocument } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { imageProps } from "~/images/image";
import { contentCrops } from "./image-crops.server";

const ASSET = `image-${"a".repeat(40)}-1600x900-jpg`;
const OTHER = `image-${"b".repeat(40)}-1200x800-png`;
const crop = { _type: "sanity.imageCrop", top: 0.1, bottom: 0.05, left: 0.2, right: 0.13 };
const image = (ref: string, withCrop?: typeof crop) => ({ _type: "image", asset: { _type: "reference", _ref: ref }, ...(withCrop ? { crop: withCrop } : {}) });

const published: SanityDocument[] = [
  { _id: "a", _type: "insight", Image: image(ASSET, crop), portableText: [{ ...image(ASSET, { ...crop, top: 0, bottom: 0 }), _key: "k" }] },
  { _id: "b", _type: "testimonial", image: image(OTHER, crop) },
  { _id: "c", _type: "insight", Image: image(ASSET) },
];
const drafts: SanityDocument[] = [{ _id: "a", _type: "insight", Image: image(ASSET, { ...crop, left: 0 }) }];

const rectOf = (source: ReturnType<typeof image>) =>
  new URL(imageProps({ projectId: "p", dataset: "d", baseUrl: "/" }, source as never)!.src, "http://x").searchParams.get("rect")!;

describe("the crops set on an image", () => {
  it("are the rects the pages' URLs carry, from published content and drafts, and no others", async () => {
    const crops = contentCrops(() => [new EmbeddedSource(published), new EmbeddedSource(drafts)]);
    expect([...(await crops(ASSET))].sort()).toEqual(
      [rectOf(image(ASSET, crop)), rectOf(image(ASSET, { ...crop, top: 0, bottom: 0 })), rectOf(image(ASSET, { ...crop, left: 0 }))].sort(),
    );
    expect([...(await crops(OTHER))]).toEqual([rectOf(image(OTHER, crop))]);
    expect((await crops(`image-${"c".repeat(40)}-10x10-jpg`)).size).toBe(0);
  });
});
