import type { AppLoadContext } from "react-router";
import { lisSolutionsPageQuery, whoWeServePageQuery } from "~/content/queries";
import { editAttributes } from "~/preview/edit-attributes.server";
import { required } from "./page-content.server";
import { shownSeo } from "./seo.server";
import { structuredData } from "./structured-data.server";
import type { PageCard } from "./shapes";
import { shownHeroArt } from "./hero-art.server";

/** An overview page's loader data: its document, its members' cards in order, and its breadcrumbs. */
export async function familyOverview(family: "industry" | "lisSolution", { request, context }: { request: Request; context: AppLoadContext }) {
  const { page: found, cards } = family === "industry" ? await context.content.run(whoWeServePageQuery) : await context.content.run(lisSolutionsPageQuery);
  const page = required(found);
  return {
    page,
    cards: cards.flatMap(({ slug, title, icon, summary }): PageCard[] => (slug && title ? [{ slug, title, icon, summary }] : [])),
    heroArt: shownHeroArt(context, page.hero?.image),
    seo: shownSeo(context, page.seo),
    edit: editAttributes(context, { id: page._id, type: page._type }, ["hero", "cta"] as const),
    jsonLd: await structuredData({ request, context }),
  };
}
