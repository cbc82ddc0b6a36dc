import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/lib/seo";
import { softwareApplication } from "~/lib/structured-data";
import type { Route } from "./+types/dccm";

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Drug Court Case Management (DCCM)",
    description: "DCCM: web-based case management for treatment and drug courts, in over 100 locations.",
    jsonLd: (siteUrl) => [
      softwareApplication(
        {
          name: "Drug Court Case Management (DCCM)",
          description: "Web-based case management for treatment and drug courts: judges, court staff and treatment providers.",
          path: "/solutions/dccm",
          category: "BusinessApplication",
        },
        siteUrl,
      ),
    ],
  });

const steps = ["Login", "Intake", "Docket", "Treatment", "Reporting", "Results"];

export default function Dccm() {
  return (
    <>
      <PageHero eyebrow="Drug Court Case Management" title="Case management built for treatment courts">
        <p>One web-based record for judges, court staff and treatment providers, in over 100 locations.</p>
        <p className="mt-6">
          <Link to="/contact" className="button-primary">
            Request a Demo
          </Link>
        </p>
      </PageHero>
      <section id="services" className="container-page py-14" aria-labelledby="premier">
        <h2 id="premier" className="text-2xl font-bold sm:text-3xl">
          Premier Solution
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          <li>Web-Based Efficiency</li>
          <li>Comprehensive Case Management</li>
          <li>Seamless Integration</li>
        </ul>
      </section>
      <section id="process" className="container-page pb-14" aria-labelledby="how">
        <h2 id="how" className="text-2xl font-bold sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step}>
              <span className="font-bold">{String(index + 1).padStart(2, "0")}</span> {step}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
