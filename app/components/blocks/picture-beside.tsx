import type { ReactNode } from "react";
import type { ShownImage } from "~/images/shown-image.server";
import type { PictureSide } from "~/pages/shapes";
import { ImageTag } from "../image-tag";

/**
 * A picture beside what goes with it: two thirds of the width on wide screens, on the left or on the
 * right; above it on phones. The About page's map beside its figures, and a built page's picture beside text.
 */
export function PictureBeside({ picture, side = "left", children }: { picture: ShownImage | undefined; side?: PictureSide; children: ReactNode }) {
  return (
    <div className={side === "right" ? "picture-beside picture-beside--right" : "picture-beside"}>
      <figure className="picture-beside-figure">{picture ? <ImageTag image={picture} className="art-image" /> : null}</figure>
      {children}
    </div>
  );
}
