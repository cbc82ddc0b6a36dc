import type { SanityImage } from "~/content/queries";
import { ContentImage } from "../content-image";

export type Logo = SanityImage & { _key?: string; name?: string | null };

/** A row of partner or client logos; each image's alt text is the organisation's name. */
export function LogoWall({ logos, label }: { logos: readonly Logo[]; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <ul className="logo-wall">
        {logos.map((logo, index) => (
          <li key={logo._key ?? index} className="logo-tile">
            <ContentImage image={logo} alt={logo.name ?? ""} displayWidth={240} />
          </li>
        ))}
      </ul>
    </div>
  );
}
