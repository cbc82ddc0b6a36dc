import { FamilyOverview } from "~/components/family-overview";
import { pageHeaders } from "~/lib/http";
import { familyOverview } from "~/pages/family-overview.server";
import { pageSeo } from "~/pages/seo";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/lis-solutions";

export const loader = (args: Route.LoaderArgs) => familyOverview("lisSolution", args);

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => pageSeo(args, args.loaderData?.seo, { title: args.loaderData?.page.hero?.title });

export default function LisSolutions({ loaderData }: Route.ComponentProps) {
  return <FamilyOverview {...loaderData} family="lisSolution" id="lis-cta" />;
}
