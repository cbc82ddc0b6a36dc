/**
 * One case study summed up, under a heading (its headline when the editor gives none): its client,
 * kind of agency and products, its challenge, its measured results each with its source and date
 * (as on its page), its quote, and a link to its page. Drawn by the case study's own components.
 */
import { CaseStudyKind } from "~/components/blocks/case-study-cards";
import { CaseStudyQuote } from "~/components/blocks/case-study-quote";
import { HeadedSection } from "~/components/blocks/headed-section";
import { SourcedFacts } from "~/components/blocks/sourced-facts";
import { Link } from "~/components/page-link";
import { caseStudySummary } from "~/pages/case-studies.server";
import { memberPath } from "~/pages/tree";
import { defineBlock } from "./block";

export const caseStudySection = defineBlock({
  type: "caseStudySection",
  headed: true,
  className: "case-summary",
  shown: (_context, section) => ({
    _type: section._type,
    _key: section._key,
    heading: section.heading,
    study: caseStudySummary(section.caseStudy),
    // What every case study says (Customers' document), so a result reads here as on the study's page and cards.
    sourceLabel: section.shared?.sourceLabel ?? "",
    linkLabel: section.shared?.cardButton ?? "",
  }),
  // A case study that is unpublished (or deleted) leaves no section, rather than a heading over nothing.
  shows: (section) => section.study !== undefined,
  draw: ({ heading, study, sourceLabel, linkLabel }, { id, tone, edit }) =>
    study ? (
      <HeadedSection id={id} heading={{ ...heading, title: heading?.title || study.title }} tone={tone} edit={edit}>
        <article className="case-summary">
          <h3 className="case-summary-client">{study.client}</h3>
          <CaseStudyKind study={study} />
          <p className="case-summary-challenge">{study.challenge}</p>
          <SourcedFacts facts={study.results} sourceLabel={sourceLabel} />
          <CaseStudyQuote quote={study.quote} client={study.client} />
          <p className="case-summary-action">
            <Link to={memberPath("caseStudy", study.slug)} className="button-outline">
              {linkLabel || study.title}
              {linkLabel ? <span className="sr-only"> {study.client}</span> : null}
            </Link>
          </p>
        </article>
      </HeadedSection>
    ) : null,
});
