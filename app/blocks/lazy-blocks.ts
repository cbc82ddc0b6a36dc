/**
 * The interactive blocks a built page loads on demand (a page ships
 * the code of the interactive blocks it uses, and the not-found answer of the
 * same route none), by section type: the module each `lazy()` import in
 * ./built-page.tsx loads, by its path from the project's root. A block listed
 * here is drawn in the browser (its module ./<block>.server.tsx has no drawing
 * of its own); the rest are HTML from the server.
 * The build lists each one's scripts and fails when a module listed here is not
 * one the page imports on demand, or the other way round (vite.config.ts,
 * scripts/lib/vite-lazy-chunks.ts); a page's loader names those of its sections for preloading.
 */
export const LAZY_BLOCKS = {
  enquiryFormSection: "app/components/lazy-blocks/enquiry-form.tsx",
} as const;
