import { Accordion } from "~/components/blocks/accordion";
import { artwork } from "~/components/blocks/artwork";
import { CtaBand } from "~/components/blocks/cta-band";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCard } from "~/components/blocks/feature-card";
import { Section } from "~/components/blocks/section";
import { Steps } from "~/components/blocks/steps";
import { PageHero } from "~/components/page-hero";
import { dccmSteps, dccmTopics, premierPoints } from "~/pages/copy/dccm";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { softwareApplication, structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/dccm";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    jsonLd: structuredData({ request, context }, {
      about: (siteUrl, path) => [
        softwareApplication(
          {
            name: "Drug Court Case Management (DCCM)",
            description: "Web-based case management for treatment and drug courts: judges, court staff and treatment providers.",
            path,
            category: "BusinessApplication",
          },
          siteUrl,
        ),
      ],
    }),
  };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Drug Court Case Management (DCCM)",
    description:
      "DCCM: web-based case management for treatment and drug courts, from screening to 24-month follow-up, integrated with Paracelsus drug testing. In over 100 locations.",
  });

export default function Dccm() {
  return (
    <>
      <div id="overview" className="anchor-target">
        <PageHero
          eyebrow="Drug Court Case Management"
          title="Case management built for treatment courts"
          art={artwork.courtDashboard}
          actions={<DemoLink variant="light" context="DCCM" />}
        >
          <p>
            DCCM gives judges, court staff and treatment providers one web-based record for every participant, from
            screening to follow-up after discharge. It runs in over 100 locations.
          </p>
        </PageHero>
      </div>

      <Section
        id="services"
        eyebrow="Why courts choose DCCM"
        title="Premier Solution"
        intro={<p>Everything a treatment court team needs to run its docket, in a system built for the way these courts work.</p>}
      >
        <div className="grid-3 mt-10">
          {premierPoints.map((point) => (
            <FeatureCard key={point.title} icon={point.icon} title={point.title}>
              <p>{point.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section
        id="features"
        tone="tint"
        eyebrow="What DCCM covers"
        title="From screening to specialty courts"
        intro={<p>Open a topic to see what DCCM does for your team.</p>}
      >
        <div className="accordion-layout">
          <Accordion items={dccmTopics} />
          <aside className="aside-card" aria-labelledby="dccm-demo-aside">
            <h3 id="dccm-demo-aside" className="aside-title">
              See it with your own program
            </h3>
            <p>
              We walk through DCCM using your court type, phases and reports, and answer your IT team's security
              questions.
            </p>
            <DemoLink context="DCCM" />
          </aside>
        </div>
      </Section>

      <Section
        id="process"
        eyebrow="How it works"
        title="Six steps from login to results"
        intro={<p>A participant's path through DCCM, as your team works it.</p>}
      >
        <Steps items={dccmSteps} />
        <p className="mt-10 text-center">
          <DemoLink context="DCCM" />
        </p>
      </Section>

      <CtaBand id="dccm-cta" title="Ready to retire the paper case file?" context="DCCM">
        <p>See DCCM with your program's phases and reports. We'll tailor the demo to your court type.</p>
      </CtaBand>
    </>
  );
}
