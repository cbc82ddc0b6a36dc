import { Link } from "react-router";
import { artwork } from "~/components/blocks/artwork";
import { CtaBand } from "~/components/blocks/cta-band";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCard } from "~/components/blocks/feature-card";
import { LinkCard } from "~/components/blocks/link-card";
import { LogoWall } from "~/components/blocks/logo-wall";
import { Section } from "~/components/blocks/section";
import { Statistics } from "~/components/blocks/stat-counter";
import { Steps } from "~/components/blocks/steps";
import { PageHero } from "~/components/page-hero";
import { industryCards } from "~/pages/copy/industries";
import { clientLogos, communityLogos, gettingStarted, paracelsusFeatures, paracelsusStatistics } from "~/pages/copy/paracelsus";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { softwareApplication, structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/paracelsus";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    industries: industryCards(),
    jsonLd: structuredData({ request, context }, {
      about: (siteUrl, path) => [
        softwareApplication(
          {
            name: "Paracelsus LIS",
            description: "A web-based laboratory information system for toxicology labs, with per-test pricing and court case-file integration.",
            path,
            category: "HealthApplication",
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
    title: "Paracelsus LIS",
    description:
      "Paracelsus: a web-based laboratory information system for toxicology labs, with barcoded chain of custody, QC graphs, EMR integration and per-test pricing.",
  });

export default function Paracelsus({ loaderData }: Route.ComponentProps) {
  const { industries } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Paracelsus LIS"
        title="The laboratory information system built for toxicology"
        art={artwork.lab}
        actions={
          <>
            <DemoLink variant="light" context="Paracelsus" />
            <Link to="/solutions/paracelsus/lis-solutions" className="button-ghost">
              Explore LIS Solutions
            </Link>
          </>
        }
      >
        <p>
          Web-based, built for CLIA and HIPAA compliance, priced per test, and able to send results straight into a
          court client's case file. In service since 2009.
        </p>
      </PageHero>

      <Section
        id="features"
        eyebrow="What it does"
        title="Everything a specimen needs, from label to result"
        intro={<p>Paracelsus follows each specimen through your lab and gives your clients results they can act on.</p>}
      >
        <div className="grid-3 mt-10">
          {paracelsusFeatures.map((feature) => (
            <FeatureCard key={feature.title} icon={feature.icon} title={feature.title}>
              <p>{feature.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section id="getting-started" tone="tint" eyebrow="Getting started" title="Live in three steps" centered>
        <Steps items={gettingStarted} variant="grid" />
        <p className="mt-10 text-center">
          <DemoLink context="Paracelsus" />
        </p>
      </Section>

      <section className="stats-band" aria-labelledby="by-the-numbers-title">
        <div className="container-page">
          <h2 id="by-the-numbers-title" className="stats-title">
            Paracelsus by the numbers
          </h2>
          <Statistics items={paracelsusStatistics} />
        </div>
      </section>

      <Section
        id="who-we-serve"
        eyebrow="Who We Serve"
        title="Built for every lab that tests for drugs"
        intro={<p>Six kinds of organisations rely on Paracelsus. Choose yours to see how it fits.</p>}
      >
        <ul className="grid-3 mt-10">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <LinkCard
                to={`/solutions/paracelsus/who-we-serve/${industry.slug}`}
                icon={industry.icon}
                title={industry.title}
                text={industry.summary}
                cta="How we help"
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="community"
        tone="tint"
        eyebrow="Community and clients"
        title="In good company"
        centered
        intro={<p>Organisations we work alongside, and labs, courts and agencies that use our software. Names and logos shown are fictional examples.</p>}
      >
        <h3 className="logo-heading">Community</h3>
        <LogoWall logos={communityLogos} label="Community partners" />
        <h3 className="logo-heading">Clients</h3>
        <LogoWall logos={clientLogos} label="Clients" />
      </Section>

      <CtaBand id="paracelsus-cta" title="See Paracelsus in your lab's workflow" context="Paracelsus">
        <p>Tell us about your test menu and instruments; we'll show you a specimen's path from label to released result.</p>
      </CtaBand>
    </>
  );
}
