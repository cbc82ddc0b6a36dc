import type { ShownImage } from "~/images/shown-image.server";
import { ImageTag } from "../image-tag";

/** A row of partner or client logos; each image's alt text is the organisation's name. */
export function LogoWall({ logos, label }: { logos: readonly ShownImage[]; label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group around a list, outside any form; <fieldset> is for form controls.
    <div role="group" aria-label={label}>
      <ul className="logo-wall">
        {logos.map((logo) => (
          <li key={logo.src} className="logo-tile">
            <ImageTag image={logo} />
          </li>
        ))}
      </ul>
    </div>
  );
}
