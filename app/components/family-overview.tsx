import type { ReactNode } from "react";
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

/**
 * An overview page's frame: its hero, its list (the children, under the page's name for it) and its closing
 * band. The families' overviews and Customers share it.
 */
export function OverviewFrame({
  page,
  heroArt,
  id,
  edit,
  ctaContext,
  children,
}: {
  page: Overview;
  heroArt?: ShownImage | undefined;
  /** Names the closing band. */
  id: string;
  edit?: Partial<Record<"hero" | "cta", string>> | undefined;
  /** What the closing band's button is about, for a screen reader ("of Paracelsus"). */
  ctaContext?: string | undefined;
  children: ReactNode;
}) {
  const { hero, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero?.eyebrow} title={hero?.title ?? ""} emblem={hero?.emblem} art={heroArt} trail={<Trail />} edit={edit?.hero}>
        <p>{hero?.lead}</p>
      </PageHero>
      <section className="page-section page-section--plain" aria-label={page.listLabel ?? undefined}>
        {children}
      </section>
      <CtaBand id={id} title={cta?.title ?? ""} {...(ctaContext ? { context: ctaContext } : {})} edit={edit?.cta}>
        <p>{cta?.text}</p>
      </CtaBand>
    </>
  );
}

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
  return (
    <OverviewFrame page={page} heroArt={heroArt} id={id} edit={edit} ctaContext="of Paracelsus">
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
    </OverviewFrame>
  );
}
