/**
 * Which of the three headers a path gets: DCCM's on its page, Paracelsus' on
 * its pages, else the general one. Apart from navigation.ts, whose code runs
 * on the server only, so the header's JavaScript carries just this.
 */
const PARACELSUS = "/solutions/paracelsus";

export type HeaderVariant = "general" | "dccm" | "paracelsus";

export function headerVariant(pathname: string): HeaderVariant {
  if (pathname === "/solutions/dccm") return "dccm";
  if (pathname === PARACELSUS || pathname.startsWith(`${PARACELSUS}/`)) return "paracelsus";
  return "general";
}
