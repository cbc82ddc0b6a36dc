/**
 * The crops editors set on each image, as the `rect` its URLs carry: any
 * other `rect` is a variant no page asks for. Read from the content (and the
 * drafts, which previews show) and kept a few seconds per image, so a flood
 * of made-up crops costs one lookup per image, not one per request.
 */
import { LRUCache } from "lru-cache";
import type { ContentSource } from "~/content/source.server";
import { assetDimensions, cropRect, type CropRect } from "~/images/image";

const REFERENCING = /* groq */ `*[references($assetId)]`;
const KEPT_MS = 5_000;
const MAX_IMAGES = 10_000;

type Crop = { top: number; bottom: number; left: number; right: number };

function isCrop(value: unknown): value is Crop {
  if (!value || typeof value !== "object") return false;
  const crop = value as Record<string, unknown>;
  return ["top", "bottom", "left", "right"].every((side) => typeof crop[side] === "number");
}

/** Every crop set on `assetId` anywhere inside `value`. */
function collectCrops(value: unknown, assetId: string, original: { width: number; height: number }, found: Set<string>): void {
  if (!value || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collectCrops(item, assetId, original, found);
    return;
  }
  const object = value as Record<string, unknown>;
  const asset = object.asset as { _ref?: unknown } | undefined;
  if (asset?._ref === assetId && isCrop(object.crop)) {
    const rect: CropRect | undefined = cropRect(original, object.crop);
    if (rect) found.add(`${rect.left},${rect.top},${rect.width},${rect.height}`);
  }
  for (const child of Object.values(object)) collectCrops(child, assetId, original, found);
}

/** A lookup of the `rect`s the content sets for an image asset (`image-<hash>-<w>x<h>-<ext>`). */
export function contentCrops(sources: () => ContentSource[]): (assetId: string) => Promise<ReadonlySet<string>> {
  const kept = new LRUCache<string, ReadonlySet<string>>({
    max: MAX_IMAGES,
    ttl: KEPT_MS,
    fetchMethod: async (assetId) => {
      const original = assetDimensions(assetId);
      const found = new Set<string>();
      if (!original) return found;
      for (const source of sources()) {
        const documents = await source.fetch<unknown[]>(REFERENCING, { assetId });
        collectCrops(documents, assetId, original, found);
      }
      return found;
    },
  });
  return async (assetId) => (await kept.fetch(assetId)) ?? new Set();
}
