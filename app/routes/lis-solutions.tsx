import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { lisSolutions } from "~/data/lis-solutions";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/lis-solutions";

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "LIS Solutions", description: "What Paracelsus LIS does for a toxicology lab, from accessioning to billing." });

export default function LisSolutions() {
  return (
    <>
      <PageHero eyebrow="Paracelsus" title="LIS Solutions" />
      <ul className="container-page grid gap-6 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {lisSolutions.map((solution) => (
          <li key={solution.slug} className="rounded-lg border border-[var(--color-line)] p-6">
            <h2 className="text-lg font-semibold">
              <Link to={`/solutions/paracelsus/lis-solutions/${solution.slug}`}>{solution.title}</Link>
            </h2>
            <p className="mt-2">{solution.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
