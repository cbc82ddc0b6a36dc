import { data, Link } from "react-router";
import { CtaBand } from "~/components/blocks/cta-band";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCard } from "~/components/blocks/feature-card";
import { Icon } from "~/components/blocks/icons";
import { Section } from "~/components/blocks/section";
import { Trail } from "~/components/blocks/trail";
import { NotFound } from "~/components/not-found";
import { PageHero } from "~/components/page-hero";
import { findIndustry } from "~/pages/copy/industries";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/industry";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const industry = findIndustry(params.industry);
  if (!industry) return data({ industry: null }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  return { industry, jsonLd: structuredData({ request, context }) };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => {
  const industry = args.loaderData?.industry;
  return industry
    ? seo(args, { title: `Paracelsus for ${industry.title}`, description: `${industry.summary} ${industry.intro.title}, with Paracelsus LIS.` })
    : seo(args, { title: "Page not found", noindex: true });
};

/** One component for all six Who We Serve subpages, fed by app/pages/copy/industries.ts. */
export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  if (!industry) return <NotFound />;
  return (
    <>
      <PageHero
        eyebrow="Who We Serve"
        title={industry.title}
        emblem={industry.icon}
        trail={
          <Trail />
        }
        actions={<DemoLink variant="light" context={`Paracelsus for ${industry.title}`} />}
      >
        <p>{industry.summary}</p>
      </PageHero>

      <section className="page-section page-section--plain" aria-labelledby="intro-title">
        <div className="container-page">
          <div className="callout callout--intro">
            <span className="callout-icon">
              <Icon name={industry.icon} />
            </span>
            <div>
              <h2 id="intro-title" className="section-title">
                {industry.intro.title}
              </h2>
              <p className="callout-text">{industry.intro.text}</p>
            </div>
          </div>
          <ul className="grid-3 mt-10">
            {industry.details.map((detail) => (
              <li key={detail.title} className="callout">
                <h3 className="callout-title">{detail.title}</h3>
                <p>{detail.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="popular-features" tone="tint" eyebrow="Paracelsus LIS" title="Popular features">
        <ul className="grid-4 mt-10">
          {industry.features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard icon={feature.icon} title={feature.title}>
                <p>{feature.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link to="/solutions/paracelsus/lis-solutions" className="text-link">
            See every LIS Solution
          </Link>
        </p>
      </Section>

      <CtaBand id="industry-cta" title={`Paracelsus for ${industry.title.toLowerCase()}`} context={`Paracelsus for ${industry.title}`}>
        <p>We'll show you how results, chain of custody and reporting work for an organisation like yours.</p>
      </CtaBand>
    </>
  );
}
