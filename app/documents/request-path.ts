/** The page of a document for a short form: its form, then its signed link (app/routes/document-request.tsx). */
export function documentRequestPath(slug: string): string {
  return `/documents/${slug}`;
}
