import { Link } from "~/components/page-link";
import { useChrome } from "../chrome/use-chrome";

/** The call to action every product page repeats: always to the enquiry form. `context` (read out after the label) says of what, e.g. "of DCCM". */
export function DemoLink({ variant = "primary", context }: { variant?: "primary" | "light" | "outline"; context?: string }) {
  const { demoButton } = useChrome();
  return (
    <Link to="/contact" className={`button-${variant} demo-link`}>
      {demoButton}
      {context ? <span className="sr-only"> {context}</span> : null}
    </Link>
  );
}
