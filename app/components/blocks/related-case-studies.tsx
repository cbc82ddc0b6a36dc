import type { RelatedCaseStudies as Related } from "~/pages/case-studies.server";
import { CaseStudyCards } from "./case-study-cards";
import { Section } from "./section";

/** A product's or an industry's case studies: a band with Customers' heading for them and a card for each. */
export function RelatedCaseStudies({ related, tone = "plain" }: { related: Related | undefined; tone?: "plain" | "tint" }) {
  if (!related) return null;
  return (
    <Section id="related-case-studies" title={related.title} tone={tone} edit={related.edit}>
      <CaseStudyCards cards={related.cards} cardButton={related.cardButton} sourceLabel={related.sourceLabel} level="h3" />
    </Section>
  );
}
