import { Link } from "react-router";

/** The call to action every product page repeats: always to the enquiry form. */
export function DemoLink({ variant = "primary", context }: { variant?: "primary" | "light" | "outline"; context?: string }) {
  return (
    <Link to="/contact" className={`button-${variant} demo-link`}>
      Request a Demo
      {context ? <span className="sr-only"> of {context}</span> : null}
    </Link>
  );
}
