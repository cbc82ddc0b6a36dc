/**
 * How a document to take away is given out (the Studio's `access` field): free, a link
 * to its file; or for a short form, whose request is stored as an enquiry and answered
 * with a signed link that expires. One list for the Studio and the site.
 */
export const DOCUMENT_ACCESS = [
  { value: "free", title: "Free: a download link" },
  { value: "form", title: "For a short form: name, e-mail and organisation first" },
] as const;

export type DocumentAccess = (typeof DOCUMENT_ACCESS)[number]["value"];
