import type { RelatedInsights as Related } from "~/pages/related-insights.server";
import { InsightCards } from "./insight-cards";
import { Section } from "./section";

/** A page's related articles: a band with the Resources page's heading and up to three cards, each a link to its article. */
export function RelatedInsights({ related, tone = "plain" }: { related: Related | undefined; tone?: "plain" | "tint" }) {
  if (!related) return null;
  return (
    <Section id="related-insights" title={related.title} tone={tone} edit={related.edit}>
      <InsightCards cards={related.cards} level={3} />
    </Section>
  );
}
