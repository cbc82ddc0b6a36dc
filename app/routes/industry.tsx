import { data, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { PageHero } from "~/components/page-hero";
import { findIndustry } from "~/data/industries";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/industry";

export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustry(params.industry);
  if (!industry) return data({ industry: null }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  return { industry };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const industry = args.loaderData?.industry;
  return industry ? seo(args, { title: industry.title, description: industry.summary }) : seo(args, { title: "Page not found", noindex: true });
};

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  if (!industry) return <NotFound />;
  return (
    <PageHero eyebrow="Who We Serve" title={industry.title}>
      <p>{industry.summary}</p>
      <p className="mt-6">
        <Link to="/contact" className="button-primary">
          Request a Demo
        </Link>
      </p>
    </PageHero>
  );
}
