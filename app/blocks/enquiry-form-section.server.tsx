/** The enquiry form: interactive, drawn in the browser (./built-page.tsx), with the page's form token. */
import { defineBlock } from "./block";

export const enquiryFormSection = defineBlock({ type: "enquiryFormSection", headed: false, className: "enquiry-form", island: true });
