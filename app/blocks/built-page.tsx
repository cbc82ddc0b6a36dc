/**
 * A built page's sections, top to bottom. Those that do nothing in
 * the browser arrive as HTML the server drew with the fixed pages' components
 * (./sections.server.tsx), so the browser loads none of
 * their code (a builder page with no interactive block ships no more
 * JavaScript than the lightest fixed page; decision 025); the same HTML is in
 * the document and in the page's data, so hydration keeps it as it is.
 *
 * The enquiry form, the one block drawn in the browser, is an island on a
 * public page (decision 035: Preact hydrates it alone, and no public page loads
 * this module); only a preview hydrates the page with React, this module and
 * the form with it (decision 040). The other blocks that act (the accordion, the counters,
 * the carousel) come with their small scripts (app/enhancements), which the
 * drawing collects and this component writes after their HTML (decision 031).
 */
import type { FormOutcome } from "~/enquiries/answer";
import type { EnquirySource } from "~/enquiries/source";
import { Fragment } from "react";
import { preload } from "react-dom";
import { EnquiryFormIsland } from "~/components/contact/enquiry-form-island";
import { InlineModule } from "~/components/enhancement";
import type { ImagePreload } from "~/components/image-preload";
import { productKeyOf } from "~/enquiries/fields";
import type { PageBlock } from "./sections.server";

type Props = {
  blocks: PageBlock[];
  /** The images the sections' HTML asks for from the head (the headline band's picture). */
  imagePreloads: ImagePreload[];
  /** The page's form token, when a section is the enquiry form. */
  formToken?: string | undefined;
  /** Where the visitor came to the page from (its request's, sourceOfRequest), when a section is the enquiry form. */
  formSource?: EnquirySource | undefined;
  /** What the page's action answered to the form posted without JavaScript. */
  formOutcome?: FormOutcome | undefined;
};

export function BuiltPageSections({ blocks, imagePreloads, formToken, formSource, formOutcome }: Props) {
  for (const { href, options } of imagePreloads) preload(href, options);
  return (
    <>
      {blocks.map((block) => {
        switch (block._type) {
          case "html":
            // Laid out as if its sections stood alone in <main> (display: contents). The HTML is the server's own drawing of
            // the sections; its links load whole pages, as every link of the site does (decision 031).
            // Then the scripts of what acts in it, which only the page's render can mark as the site's own.
            return (
              <Fragment key={block._key}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: drawn by the server from content, see above. */}
                <div className="contents" dangerouslySetInnerHTML={{ __html: block.html }} />
                {block.scripts.map((text) => (
                  <InlineModule key={text} text={text} />
                ))}
              </Fragment>
            );
          case "enquiryFormSection":
            return formToken ? (
              <div key={block._key} className="container-page built-page-form" data-sanity={block.edit}>
                <EnquiryFormIsland formToken={formToken} interest={productKeyOf(block.interest)} source={formSource} outcome={formOutcome} />
              </div>
            ) : null;
          default:
            return block satisfies never;
        }
      })}
    </>
  );
}
