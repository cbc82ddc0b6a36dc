import { Link } from "react-router";

/** The visible breadcrumb on nested Paracelsus pages (the BreadcrumbList JSON-LD says the same for search engines). */
export function Trail({ items }: { items: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="trail">
      <ol>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
