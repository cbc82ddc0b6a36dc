/**
 * The header menus, from the index of pages (app/pages/tree.ts): a menu names
 * the pages it links and may give one a label of its own.
 */
import { childrenOf, pageAt } from "~/pages/tree";

const PARACELSUS = "/solutions/paracelsus";

/** One entry of a header menu. */
export type MenuLink = { to: string; label: string };

/** A link to a page of the index, by default under the page's own name (navigation.test.ts: every link is a page). */
const link = (path: string, label?: string): MenuLink => ({ to: path, label: label ?? pageAt(path)?.name ?? path });

const allOf = (path: string, label: string): MenuLink[] => [link(path, label), ...childrenOf(path).map((page) => link(page.path))];

export const generalSolutions: MenuLink[] = [link(PARACELSUS, "Paracelsus"), link("/solutions/dccm")];

export const aboutParacelsus: MenuLink[] = [
  link(PARACELSUS, "Paracelsus LIS overview"),
  link("/about", "About ACT"),
  link("/solutions/dccm", "DCCM for courts"),
];

export const whoWeServe: MenuLink[] = allOf(`${PARACELSUS}/who-we-serve`, "All industries");

export const lisSolutionLinks: MenuLink[] = allOf(`${PARACELSUS}/lis-solutions`, "All LIS solutions");

export type HeaderVariant = "general" | "dccm" | "paracelsus";

/** Which of the three headers a path gets: DCCM's on its page, Paracelsus' on its pages, else the general one. */
export function headerVariant(pathname: string): HeaderVariant {
  if (pathname === "/solutions/dccm") return "dccm";
  if (pathname === PARACELSUS || pathname.startsWith(`${PARACELSUS}/`)) return "paracelsus";
  return "general";
}
