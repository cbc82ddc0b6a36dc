import { useLocation } from "react-router";
import { Link } from "~/components/page-link";
import { ancestorsOf } from "~/pages/tree";
import { useChrome } from "../chrome/use-chrome";

/**
 * The visible breadcrumb on nested Paracelsus pages: the pages above this one
 * in the index of pages, below Home (the BreadcrumbList JSON-LD says the same
 * for search engines).
 */
export function Trail() {
  const { pathname } = useLocation();
  const items = ancestorsOf(pathname, useChrome().pages).filter((page) => page.path !== "/");
  return (
    <nav aria-label="Breadcrumb" className="trail">
      <ol>
        {items.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
