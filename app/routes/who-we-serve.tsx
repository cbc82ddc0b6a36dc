import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { industries } from "~/data/industries";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/who-we-serve";

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Who We Serve", description: "Paracelsus LIS serves treatment courts, clinics, labs, recovery centers, corrections and probation." });

export default function WhoWeServe() {
  return (
    <>
      <PageHero eyebrow="Paracelsus" title="Who We Serve" />
      <ul className="container-page grid gap-6 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li key={industry.slug} className="rounded-lg border border-[var(--color-line)] p-6">
            <h2 className="text-lg font-semibold">
              <Link to={`/solutions/paracelsus/who-we-serve/${industry.slug}`}>{industry.title}</Link>
            </h2>
            <p className="mt-2">{industry.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
