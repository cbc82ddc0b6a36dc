/**
 * The enquiry form as a built page loads it on demand (app/blocks/lazy-blocks.ts;
 * why a module of its own: ./questions.tsx), with the interest the section ticks
 * in advance when it is one the form has.
 */
import { PRODUCT_KEYS } from "~/enquiries/fields";
import { EnquiryForm, type FormOutcome } from "../contact/enquiry-form";

type Props = { formToken: string; interest: string | null | undefined; outcome?: FormOutcome | undefined };

/** `outcome`: what the page's action answered to the form posted without JavaScript. */
export default function BuiltPageEnquiryForm({ formToken, interest, outcome }: Props) {
  return <EnquiryForm formToken={formToken} interest={PRODUCT_KEYS.find((key) => key === interest)} {...(outcome ? { outcome } : {})} />;
}
