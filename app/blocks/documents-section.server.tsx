/**
 * Documents to take away, under a heading (a datasheet, an RFP checklist): each with its title,
 * summary, kind and size ("PDF, 240 KB"), and Download for a free one (its file's URL: Sanity's
 * file CDN, or the site's own /files/ in embedded mode) or Request for one given for a short form
 * (its page, /documents/<slug>). A document without its file, or not published, is left out.
 */
import { HeadedSection } from "~/components/blocks/headed-section";
import { documentLink } from "~/documents/document-link";
import { imageConfigOf } from "~/images/shown-image.server";
import { defineBlock } from "./block";

type ShownDocument = { key: string; title: string; summary: string; description: string; href: string; gated: boolean };

export const documentsSection = defineBlock({
  type: "documentsSection",
  headed: true,
  className: "document-item",
  shown: (context, section) => {
    const config = imageConfigOf(context);
    const documents: ShownDocument[] = (section.documents ?? []).flatMap((document) => {
      const link = documentLink(config, document);
      return link && document?.title ? [{ key: document._id, title: document.title, summary: document.summary ?? "", ...link }] : [];
    });
    const { documents: _chosen, ...rest } = section;
    return { ...rest, documents };
  },
  // With none of its documents published it leaves no section, rather than a heading over nothing.
  shows: (section) => section.documents.length > 0,
  draw: (section, { id, tone, edit }) => (
    <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
      <ul className="document-list">
        {section.documents.map((document) => (
          <li key={document.key} className="document-item">
            <h3 className="document-title">{document.title}</h3>
            {document.summary ? <p className="document-summary">{document.summary}</p> : null}
            <p className="document-meta">{document.description}</p>
            <a className="button-outline document-action" href={document.href} {...(document.gated ? {} : { download: "" })}>
              {document.gated ? "Request" : "Download"}
              <span className="sr-only"> {document.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  ),
});
