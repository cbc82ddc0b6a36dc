/**
 * Links between the site's pages. Each loads the whole page (decision 031): most pages load no
 * framework runtime, so there is nothing to draw the next page in place, and the render cache
 * serves the whole page about as fast; speculation rules (root.tsx) make it instant where the
 * engine supports them. React Router's own `Link` and `NavLink` draw the same anchors (the
 * current page marked) and on a page that hydrates would open the next page in place, so the
 * site uses these.
 */
// biome-ignore lint/style/noRestrictedImports: the one place the site's links are made from React Router's.
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";

export function Link(props: Omit<LinkProps, "reloadDocument">) {
  return <RouterLink {...props} reloadDocument />;
}

export function NavLink(props: Omit<NavLinkProps, "reloadDocument">) {
  return <RouterNavLink {...props} reloadDocument />;
}
