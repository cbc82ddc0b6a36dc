import { CtaBand } from "./blocks/cta-band";
import { LinkCard } from "./blocks/link-card";
import { Trail } from "./blocks/trail";
import { PageHero } from "./page-hero";
import type { ShownImage } from "~/images/shown-image.server";
import type { PageCard } from "~/pages/shapes";
import { memberPath, type FamilyType } from "~/pages/tree";

type Overview = {
  hero?: { eyebrow?: string | null; title?: string | null; lead?: string | null; emblem?: string | null } | null;
  listLabel?: string | null;
  cardButton?: string | null;
  cta?: { title?: string | null; text?: string | null } | null;
};

/** An overview of a family of pages (Who We Serve, LIS Solutions): a card for each member, in the editors' order. */
export function FamilyOverview({
  page,
  cards,
  heroArt,
  family,
  id,
  edit,
}: {
  page: Overview;
  cards: PageCard[];
  heroArt?: ShownImage | undefined;
  /** Whose overview: each card links to its member's address. */
  family: FamilyType;
  /** Names the closing band. */
  id: string;
  edit?: Partial<Record<"hero" | "cta", string>> | undefined;
}) {
  const { hero, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero?.eyebrow} title={hero?.title ?? ""} emblem={hero?.emblem} art={heroArt} trail={<Trail />} edit={edit?.hero}>
        <p>{hero?.lead}</p>
      </PageHero>
      <section className="page-section page-section--plain" aria-label={page.listLabel ?? undefined}>
        <ul className="container-page grid-3">
          {cards.map((card) => (
            <li key={card.slug}>
              <LinkCard
                to={memberPath(family, card.slug)}
                icon={card.icon}
                title={card.title}
                text={card.summary}
                cta={page.cardButton ?? ""}
                headingLevel="h2"
              />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand id={id} title={cta?.title ?? ""} context="of Paracelsus" edit={edit?.cta}>
        <p>{cta?.text}</p>
      </CtaBand>
    </>
  );
}
