/**
 * A content image's URLs and size made in the loader, for pages whose
 * JavaScript should not carry the URL builder (the headline band's picture,
 * logo walls): the component renders them as they are (ImageTag).
 */
import type { AppLoadContext } from "react-router";
import type { SanityImage } from "~/content/queries";
import { getPublicEnv } from "~/lib/env.server";
import { imageConfigFrom, imageProps, type ImageProps } from "./image";

export type ShownImage = ImageProps & { alt: string };

export function shownImage(
  context: Pick<AppLoadContext, "env">,
  image: (SanityImage & { alt?: string | null; name?: string | null }) | null | undefined,
  displayWidth: number,
): ShownImage | undefined {
  const props = imageProps(imageConfigFrom(getPublicEnv(context.env)), image, displayWidth);
  return props ? { ...props, alt: image?.alt ?? image?.name ?? "" } : undefined;
}
