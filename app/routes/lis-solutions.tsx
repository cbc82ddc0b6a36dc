import { CtaBand } from "~/components/blocks/cta-band";
import { LinkCard } from "~/components/blocks/link-card";
import { Trail } from "~/components/blocks/trail";
import { PageHero } from "~/components/page-hero";
import { lisSolutionCards } from "~/pages/copy/lis-solutions";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/lis-solutions";

export function loader({ request, context }: Route.LoaderArgs) {
  return { solutions: lisSolutionCards(), jsonLd: structuredData({ request, context }) };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "LIS Solutions",
    description:
      "What Paracelsus LIS does for a toxicology lab: sample management, QC and reporting, EMR integration, per-test billing, on-site training and support.",
  });

export default function LisSolutions({ loaderData }: Route.ComponentProps) {
  const { solutions } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Paracelsus"
        title="LIS Solutions"
        emblem="flask"
        trail={<Trail />}
      >
        <p>
          Five parts of one laboratory information system, each solving a problem toxicology labs meet every day: from
          the specimen at the door to the invoice and the helpdesk call.
        </p>
      </PageHero>
      <section className="page-section page-section--plain" aria-label="The five LIS Solutions">
        <ul className="container-page grid-3">
          {solutions.map((solution) => (
            <li key={solution.slug}>
              <LinkCard
                to={`/solutions/paracelsus/lis-solutions/${solution.slug}`}
                icon={solution.icon}
                title={solution.title}
                text={solution.summary}
                cta="Learn more"
                headingLevel="h2"
              />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand id="lis-cta" title="Not sure where to start?" context="Paracelsus">
        <p>Tell us what slows your lab down today, and we'll show you the part of Paracelsus that fixes it.</p>
      </CtaBand>
    </>
  );
}
