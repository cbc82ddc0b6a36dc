import { useLocation } from "react-router";
import { Link } from "~/components/page-link";
import { PRODUCT_PARAMETER } from "~/enquiries/source";
import { productOfPath } from "~/lib/page-tree";
import { useChrome } from "../chrome/use-chrome";

/** Where a Request a Demo button on the page at `pathname` leads: Contact, with the page's product when it has one. */
export function demoHref(pathname: string): string {
  const product = productOfPath(pathname);
  return product ? `/contact?${PRODUCT_PARAMETER}=${product}` : "/contact";
}

/**
 * The call to action every product page repeats: always to the enquiry form, with the product of the page it is on
 * (the page tree's: /solutions/dccm and below, DCCM) ticked there. Drawn from the page's path alone, so a kept page
 * is the same for every visitor. `context` (read out after the label) says of what, e.g. "of DCCM".
 */
export function DemoLink({ variant = "primary", context }: { variant?: "primary" | "light" | "outline"; context?: string }) {
  const { demoButton } = useChrome();
  const { pathname } = useLocation();
  return (
    <Link to={demoHref(pathname)} className={`button-${variant} demo-link`}>
      {demoButton}
      {context ? <span className="sr-only"> {context}</span> : null}
    </Link>
  );
}
