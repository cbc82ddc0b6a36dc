/**
 * The feature icons: one 24 px line set drawn for this site, inline so they
 * cost no request and take the text colour. Always decorative (the text next
 * to them says what they mean), so they are hidden from assistive technology.
 */
// Relative, not "~/": the Studio draws these icons too (studio/components/icon-input.tsx) and has no "~" alias.
import type { IconName } from "../../pages/shapes";

const paths: Record<IconName, string> = {
  browser: "M3 5h18v14H3zM3 9h18M6 7h.01M9 7h.01",
  folder: "M3 6h6l2 2h10v11H3zM8 13h8M8 16h5",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  shield: "M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4",
  lock: "M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4M12 15v2",
  chart: "M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6",
  trend: "M4 18l5-5 4 3 7-8M15 8h5v5",
  clipboard: "M8 4h8v3H8zM6 5H5v16h14V5h-1M8 12h8M8 16h5",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v4M16 3v4M8 14h3v3H8z",
  users: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5a3 3 0 0 1 0 6M18 14c2 .7 3 2.8 3 6",
  scale: "M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z",
  flask: "M9 3h6M10 3v6L4.5 18.5A2 2 0 0 0 6.2 21h11.6a2 2 0 0 0 1.7-2.5L14 9V3M7 15h10",
  barcode: "M4 5v14M7 5v14M10 5v14M12 5v14M15 5v14M18 5v14M20 5v14",
  chain: "M7 9H5a3 3 0 0 0 0 6h2M17 9h2a3 3 0 0 1 0 6h-2M8 12h8",
  receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3",
  school: "M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6",
  headset: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3M20 19c0 1.5-2 2-5 2h-2",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l5 5",
  server: "M4 4h16v7H4zM4 13h16v7H4zM8 7.5h.01M8 16.5h.01M12 7.5h5M12 16.5h5",
  key: "M15 9a4 4 0 1 0-3.9 4.9L12 14l3-3M14 12l7 7M18 16l2-2",
  eye: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  check: "M5 12l5 5L20 7",
  gavel: "M13 4l7 7M11 6l7 7M12 5l-5 5 3 3 5-5M8.5 11.5L3 17l2 2 5.5-5.5M13 21h8",
  heart: "M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z",
  building: "M4 21V9l8-5 8 5v12M4 21h16M8 12v6M12 12v6M16 12v6",
  badge: "M12 3l2.5 2H18v3.5L20 11l-2 2.5V17h-3.5L12 19l-2.5-2H6v-3.5L4 11l2-2.5V5h3.5zM9 11l2 2 4-4",
  pill: "M10.5 4.5a5 5 0 0 1 7 7l-6 6a5 5 0 0 1-7-7zM7.5 9.5l7 7",
  map: "M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  refresh: "M20 11a8 8 0 0 0-14.7-4M4 4v4h4M4 13a8 8 0 0 0 14.7 4M20 20v-4h-4",
  arrow: "M5 12h14M13 6l6 6-6 6",
};

/** One of the icons by name; nothing for a name the set lacks (the Studio offers only these). */
export function Icon({ name, className = "icon" }: { name: string | null | undefined; className?: string }) {
  const path = name && Object.hasOwn(paths, name) ? paths[name as IconName] : undefined;
  if (!path) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
