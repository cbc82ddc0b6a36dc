import { CaseStudyCards } from "~/components/blocks/case-study-cards";
import { OverviewFrame } from "~/components/family-overview";
import { customersPageQuery } from "~/content/queries";
import { pageHeaders } from "~/lib/http";
import { caseStudyCards } from "~/pages/case-studies.server";
import { shownHeroArt } from "~/pages/hero-art.server";
import { required } from "~/pages/page-content.server";
import { feedLink, pageSeo } from "~/pages/seo";
import { FEEDS } from "~/pages/tree";
import { shownSeo } from "~/pages/seo.server";
import { structuredData } from "~/pages/structured-data.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/customers";

/** Customers: every published case study's card (client, products, headline result with its source and date), in the editors' order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page: found, cards } = await context.content.run(customersPageQuery);
  const page = required(found);
  return {
    page,
    cards: caseStudyCards(cards),
    heroArt: shownHeroArt(context, page.hero?.image),
    seo: shownSeo(context, page.seo),
    edit: editAttributes(context, { id: page._id, type: page._type }, ["hero", "cta"] as const),
    jsonLd: await structuredData({ request, context }),
  };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => [
  ...pageSeo(args, args.loaderData?.seo, { title: args.loaderData?.page.hero?.title }),
  // The case studies' feed, beside the articles' that every page names.
  feedLink(args, FEEDS.caseStudies, args.loaderData?.page.feedLabel),
];

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { page, cards, heroArt, edit } = loaderData;
  return (
    <OverviewFrame page={page} heroArt={heroArt} id="customers-cta" edit={edit}>
      <div className="container-page">
        <CaseStudyCards cards={cards} cardButton={page.cardButton ?? ""} sourceLabel={page.sourceLabel ?? ""} />
      </div>
    </OverviewFrame>
  );
}
