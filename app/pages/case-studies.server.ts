/**
 * Case studies (a family of the page tree, at /customers/<slug>): their cards
 * on Customers and on the product and industry pages they name, each with its
 * headline result and that result's source and date.
 */
import type { AppLoadContext } from "react-router";
import { relatedCaseStudiesQuery } from "~/content/queries";
import { editAttributes } from "~/preview/edit-attributes.server";
import type { CaseStudyCard, SourcedFact } from "./shapes";

type FoundFact = { _key?: string | null; figure: string | null; label: string | null; source: string | null; date: string | null } | null;
type FoundCard = {
  title: string | null;
  slug: string | null;
  client: string | null;
  agencyType: string | null;
  products: Array<string | null> | null;
  headline: FoundFact;
};

/** A figure the site shows only whole: with what it measures, its source and its date (the Studio requires each). */
export function sourcedFact(fact: FoundFact, key = ""): SourcedFact | undefined {
  if (!fact?.figure || !fact.label || !fact.source || !fact.date) return undefined;
  return { key: fact._key ?? key, figure: fact.figure, label: fact.label, source: fact.source, date: fact.date };
}

export const sourcedFacts = (facts: readonly FoundFact[] | null | undefined): SourcedFact[] =>
  (facts ?? []).flatMap((fact, index) => sourcedFact(fact, String(index)) ?? []);

/** The cards of the published case studies, in the editors' order; one without a slug or client is left out. */
export function caseStudyCards(found: readonly FoundCard[] | null | undefined): CaseStudyCard[] {
  return (found ?? []).flatMap(({ title, slug, client, agencyType, products, headline }) =>
    slug && client
      ? [
          {
            slug,
            client,
            title: title ?? "",
            agencyType: agencyType ?? "",
            products: (products ?? []).filter((name): name is string => Boolean(name)),
            headline: sourcedFact(headline),
          },
        ]
      : [],
  );
}

type FoundSummary = FoundCard & {
  challenge: string | null;
  results: readonly FoundFact[] | null;
  quote: { text?: string | null; person?: string | null; role?: string | null } | null;
};

/** A case study summed up on a built page: its card, its challenge, its whole results and its quote. */
export type CaseStudySummary = CaseStudyCard & {
  challenge: string;
  results: SourcedFact[];
  quote: { text?: string | null; person?: string | null; role?: string | null } | null;
};

/** A case study as a summary shows it; undefined when it is not published (or lacks its slug or client), so the summary shows nothing. */
export function caseStudySummary(found: FoundSummary | null | undefined): CaseStudySummary | undefined {
  const [card] = caseStudyCards(found ? [found] : []);
  if (!found || !card) return undefined;
  return { ...card, challenge: found.challenge ?? "", results: sourcedFacts(found.results), quote: found.quote };
}

export type RelatedCaseStudies = { title: string; cards: CaseStudyCard[]; cardButton: string; sourceLabel: string; edit?: string | undefined };

/**
 * The case studies naming one of the pages with these document ids (a
 * product's page, an industry): undefined when there are none, or no heading
 * to put above them, so the page shows no empty section.
 */
export async function relatedCaseStudies(
  context: Pick<AppLoadContext, "content" | "env" | "preview">,
  pages: ReadonlyArray<string>,
): Promise<RelatedCaseStudies | undefined> {
  const ids = [...new Set(pages)].sort();
  const { shared, cards } = await context.content.run(relatedCaseStudiesQuery, { pages: ids });
  const title = shared?.title?.trim();
  const shown = caseStudyCards(cards);
  if (!shared || !title || shown.length === 0) return undefined;
  return {
    title,
    cards: shown,
    cardButton: shared.cardButton ?? "",
    sourceLabel: shared.sourceLabel ?? "",
    edit: editAttributes(context, { id: shared._id, type: shared._type }, ["memberPages"] as const)?.memberPages,
  };
}
