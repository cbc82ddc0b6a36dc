import type { LogoImage } from "~/pages/copy/shapes";

/** A row of partner or client logos; each image's alt text is the organisation's name. */
export function LogoWall({ logos, label }: { logos: LogoImage[]; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <ul className="logo-wall">
        {logos.map((logo) => (
          <li key={logo.src} className="logo-tile">
            <img src={logo.src} width={logo.width} height={logo.height} alt={logo.name} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </div>
  );
}
