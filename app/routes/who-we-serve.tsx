import { CtaBand } from "~/components/blocks/cta-band";
import { LinkCard } from "~/components/blocks/link-card";
import { Trail } from "~/components/blocks/trail";
import { PageHero } from "~/components/page-hero";
import { industryCards } from "~/pages/copy/industries";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/who-we-serve";

export function loader({ request, context }: Route.LoaderArgs) {
  return { industries: industryCards(), jsonLd: structuredData({ request, context }) };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Who We Serve",
    description:
      "Paracelsus LIS serves treatment courts, pain management clinics, reference labs, addiction recovery centers, correctional facilities and community supervision.",
  });

export default function WhoWeServe({ loaderData }: Route.ComponentProps) {
  const { industries } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Paracelsus"
        title="Who We Serve"
        emblem="users"
        trail={<Trail />}
      >
        <p>
          A drug test means something different to a judge, a prescriber, a counselor and a probation officer.
          Paracelsus gives each of them the result in the form they need, with the record behind it.
        </p>
      </PageHero>
      <section className="page-section page-section--plain" aria-label="Industries">
        <ul className="container-page grid-3">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <LinkCard
                to={`/solutions/paracelsus/who-we-serve/${industry.slug}`}
                icon={industry.icon}
                title={industry.title}
                text={industry.summary}
                cta="How we help"
                headingLevel="h2"
              />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand id="serve-cta" title="Don't see your organisation?" context="Paracelsus">
        <p>If you test for drugs, Paracelsus can likely help. Tell us how your program works.</p>
      </CtaBand>
    </>
  );
}
