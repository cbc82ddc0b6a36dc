/**
 * The enquiry form as a built page loads it on demand (app/blocks/lazy-blocks.ts; a module of its own, so the
 * import yields a module, not a namespace the build would make for a chunk the fixed pages share), with the
 * interest the section ticks in advance when it is one the form has, and where the visitor came from.
 */
import type { EnquirySource } from "~/enquiries/source";
import { PRODUCT_KEYS } from "~/enquiries/fields";
import type { FormOutcome } from "../contact/enquiry-form";
import { EnquiryFormIsland } from "../contact/enquiry-form-island";

type Props = { formToken: string; interest: string | null | undefined; source?: EnquirySource | undefined; outcome?: FormOutcome | undefined };

/** `outcome`: what the page's action answered to the form posted without JavaScript. */
export default function BuiltPageEnquiryForm({ formToken, interest, source, outcome }: Props) {
  return <EnquiryFormIsland formToken={formToken} interest={PRODUCT_KEYS.find((key) => key === interest)} source={source} {...(outcome ? { outcome } : {})} />;
}
