import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { industries } from "~/data/industries";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import { softwareApplication } from "~/lib/structured-data";
import type { Route } from "./+types/paracelsus";

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Paracelsus LIS",
    description: "Paracelsus: a web-based laboratory information system for toxicology labs, with per-test pricing.",
    jsonLd: (siteUrl) => [
      softwareApplication(
        {
          name: "Paracelsus LIS",
          description: "A web-based laboratory information system for toxicology labs, with per-test pricing and court case-file integration.",
          path: "/solutions/paracelsus",
          category: "HealthApplication",
        },
        siteUrl,
      ),
    ],
  });

export default function Paracelsus() {
  return (
    <>
      <PageHero eyebrow="Paracelsus LIS" title="A laboratory information system for toxicology labs">
        <p>Web-based, CLIA and HIPAA compliant, priced per test, and able to feed results straight into a court client's case file.</p>
      </PageHero>
      <section className="container-page py-14" aria-labelledby="industries">
        <h2 id="industries" className="text-2xl font-bold sm:text-3xl">
          Who We Serve
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <li key={industry.slug} className="rounded-lg border border-[var(--color-line)] p-5">
              <Link to={`/solutions/paracelsus/who-we-serve/${industry.slug}`} className="font-semibold">
                {industry.title}
              </Link>
              <p className="mt-2 text-sm">{industry.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
