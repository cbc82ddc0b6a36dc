import { Link } from "~/components/page-link";
import { memberPath } from "~/pages/tree";
import type { CaseStudyCard } from "~/pages/shapes";
import { Icon } from "./icons";
import { FactSource } from "./sourced-facts";

/** A case study's kind of agency and products, in a line: "Adult treatment court · DCCM". */
export function CaseStudyKind({ study }: { study: Pick<CaseStudyCard, "agencyType" | "products"> }) {
  return <p className="case-card-kind">{[study.agencyType, study.products.join(", ")].filter(Boolean).join(" · ")}</p>;
}

/**
 * Case studies as cards, each one link (the client's name stretches over the
 * card): its kind of agency and products, its headline, and its headline
 * result with the result's source and date.
 */
export function CaseStudyCards({
  cards,
  cardButton,
  sourceLabel,
  level = "h2",
}: {
  cards: readonly CaseStudyCard[];
  cardButton: string;
  sourceLabel: string;
  level?: "h2" | "h3";
}) {
  const Heading = level;
  return (
    <ul className="grid-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <article className="link-card case-card">
            <CaseStudyKind study={card} />
            <Heading className="link-card-title">
              <Link to={memberPath("caseStudy", card.slug)} className="link-card-link">
                {card.client}
              </Link>
            </Heading>
            <p className="link-card-text">{card.title}</p>
            {card.headline ? (
              <div className="case-card-result">
                <p>
                  <span className="case-card-figure">{card.headline.figure}</span> {card.headline.label}
                </p>
                <FactSource fact={card.headline} label={sourceLabel} />
              </div>
            ) : null}
            <p className="link-card-cta" aria-hidden="true">
              {cardButton} <Icon name="arrow" className="icon icon--small" />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
