/**
 * The interactive blocks a built page loads on demand (a page ships
 * the code of the interactive blocks it uses, and the not-found answer of the
 * same route none), by section type: the module each `lazy()` import in
 * app/components/built-page.tsx loads, by its path from the project's root.
 * The build lists each one's scripts (vite.config.ts, scripts/lib/vite-lazy-chunks.ts)
 * and a page's loader names those of its sections for preloading.
 */
export const LAZY_BLOCKS = {
  enquiryFormSection: "app/components/lazy-blocks/enquiry-form.tsx",
  questionsSection: "app/components/lazy-blocks/questions.tsx",
  statisticsSection: "app/components/lazy-blocks/stat-counter.ts",
  testimonialsSection: "app/components/lazy-blocks/testimonial-carousel.ts",
} as const;
