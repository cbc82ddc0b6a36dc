import { site } from "~/lib/site";

/** The help desk's number as a link; it never breaks across lines (in a copy, its characters stay the plain ones). */
export function PhoneLink() {
  return (
    <a href={site.phone.href} className="whitespace-nowrap">
      {site.phone.display}
    </a>
  );
}
