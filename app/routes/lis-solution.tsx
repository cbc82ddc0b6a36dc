import { data, Link } from "react-router";
import { NotFound } from "~/components/not-found";
import { PageHero } from "~/components/page-hero";
import { findLisSolution } from "~/data/lis-solutions";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/lis-solution";

export function loader({ params }: Route.LoaderArgs) {
  const solution = findLisSolution(params.solution);
  if (!solution) return data({ solution: null }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  return { solution };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const solution = args.loaderData?.solution;
  return solution ? seo(args, { title: solution.title, description: solution.summary }) : seo(args, { title: "Page not found", noindex: true });
};

export default function LisSolutionPage({ loaderData }: Route.ComponentProps) {
  const { solution } = loaderData;
  if (!solution) return <NotFound />;
  return (
    <>
      <PageHero eyebrow="Paracelsus LIS Solutions" title={solution.title}>
        <p>{solution.summary}</p>
        <p className="mt-6">
          <Link to="/contact" className="button-primary">
            Request a Demo
          </Link>
        </p>
      </PageHero>
    </>
  );
}
