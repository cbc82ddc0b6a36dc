/**
 * The enquiry form as a built page loads it on demand (app/pages/lazy-blocks.ts;
 * why a module of its own: ./questions.tsx), with the interest the section ticks
 * in advance when it is one the form has.
 */
import { PRODUCT_KEYS } from "~/enquiries/fields";
import { EnquiryForm } from "../contact/enquiry-form";

export default function BuiltPageEnquiryForm({ formToken, interest }: { formToken: string; interest: string | null | undefined }) {
  return <EnquiryForm formToken={formToken} interest={PRODUCT_KEYS.find((key) => key === interest)} />;
}
