/**
 * A built page's sections, top to bottom. Those that do nothing in
 * the browser arrive as HTML the server drew with the fixed pages' components
 * (./sections.server.tsx), so the browser loads none of
 * their code (a builder page with no interactive block ships no more
 * JavaScript than the lightest fixed page; decision 025); the same HTML is in
 * the document and in the page's data, so hydration keeps it as it is.
 *
 * Each interactive block (questions, counters, carousel, form) is loaded on
 * demand, so a page's scripts are those of the blocks it draws and the
 * not-found answer of the same route loads none of them; the route's loader
 * names the same modules for preloading (./lazy-blocks.ts). The server
 * renders every block before it sends the page, so the HTML is whole; in the
 * browser a block's boundary hydrates once its script is there.
 */
import type { FormOutcome } from "~/enquiries/answer";
import { lazy, Suspense } from "react";
import { preload } from "react-dom";
import type { ImagePreload } from "~/components/image-preload";
import type { PageBlock } from "./sections.server";

const Questions = lazy(() => import("~/components/lazy-blocks/questions"));
const StatsBand = lazy(() => import("~/components/lazy-blocks/stat-counter"));
const TestimonialCarousel = lazy(() => import("~/components/lazy-blocks/testimonial-carousel"));
const EnquiryForm = lazy(() => import("~/components/lazy-blocks/enquiry-form"));

type Props = {
  blocks: PageBlock[];
  /** The images the sections' HTML asks for from the head (the headline band's picture). */
  imagePreloads: ImagePreload[];
  /** The page's form token, when a section is the enquiry form. */
  formToken?: string | undefined;
  /** What the page's action answered to the form posted without JavaScript. */
  formOutcome?: FormOutcome | undefined;
};

export function BuiltPageSections({ blocks, imagePreloads, formToken, formOutcome }: Props) {
  for (const { href, options } of imagePreloads) preload(href, options);
  return (
    <>
      {blocks.map((block) => {
        switch (block._type) {
          case "html":
            // Laid out as if its sections stood alone in <main> (display: contents). The HTML is the server's own drawing of
            // the sections; its links load whole pages, as every link of the site does (decision 035).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: drawn by the server from content, see above.
            return <div key={block._key} className="contents" dangerouslySetInnerHTML={{ __html: block.html }} />;
          case "questionsSection":
            return (
              <Suspense key={block._key}>
                <Questions id={block.id} heading={block.heading} tone={block.tone} edit={block.edit} topics={block.topics ?? []} />
              </Suspense>
            );
          case "statisticsSection":
            return (
              <Suspense key={block._key}>
                <StatsBand id={block.id} title={block.title} items={block.statistics ?? []} edit={block.edit} />
              </Suspense>
            );
          case "testimonialsSection":
            return (
              <div key={block._key} className="testimonial-band" data-sanity={block.edit}>
                <div className="container-page">
                  <Suspense>
                    <TestimonialCarousel testimonials={block.testimonials} indicators />
                  </Suspense>
                </div>
              </div>
            );
          case "enquiryFormSection":
            return formToken ? (
              <div key={block._key} className="container-page built-page-form" data-sanity={block.edit}>
                <Suspense>
                  <EnquiryForm formToken={formToken} interest={block.interest} outcome={formOutcome} />
                </Suspense>
              </div>
            ) : null;
          default:
            return block satisfies never;
        }
      })}
    </>
  );
}
