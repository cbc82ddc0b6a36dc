import { data, Link } from "react-router";
import { CtaBand } from "~/components/blocks/cta-band";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCard } from "~/components/blocks/feature-card";
import { Icon } from "~/components/blocks/icons";
import { Section } from "~/components/blocks/section";
import { Trail } from "~/components/blocks/trail";
import { NotFound } from "~/components/not-found";
import { PageHero } from "~/components/page-hero";
import { findLisSolution, lisSolutions } from "~/pages/copy/lis-solutions";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/lis-solution";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const solution = findLisSolution(params.solution);
  if (!solution) return data({ solution: null, others: [] }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  const others = lisSolutions.filter((other) => other.slug !== solution.slug).map(({ slug, title }) => ({ slug, title }));
  return { solution, others, jsonLd: structuredData({ request, context }) };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => {
  const solution = args.loaderData?.solution;
  return solution
    ? seo(args, { title: solution.title, description: `${solution.summary} Part of Paracelsus LIS.` })
    : seo(args, { title: "Page not found", noindex: true });
};

/** One component for all five LIS Solutions subpages, fed by app/pages/copy/lis-solutions.ts. */
export default function LisSolutionPage({ loaderData }: Route.ComponentProps) {
  const { solution, others } = loaderData;
  if (!solution) return <NotFound />;
  return (
    <>
      <PageHero
        eyebrow="Paracelsus LIS Solutions"
        title={solution.title}
        emblem={solution.icon}
        trail={
          <Trail />
        }
        actions={<DemoLink variant="light" context="Paracelsus" />}
      >
        <p>{solution.lead}</p>
      </PageHero>

      <section className="page-section page-section--plain" aria-labelledby="challenge-title">
        <div className="container-page">
          <div className="callout callout--intro">
            <span className="callout-icon">
              <Icon name={solution.icon} />
            </span>
            <div>
              <p className="eyebrow">The challenge</p>
              <h2 id="challenge-title" className="section-title">
                {solution.challenge.title}
              </h2>
              <p className="callout-text">{solution.challenge.text}</p>
            </div>
          </div>
        </div>
      </section>

      <Section id="how-paracelsus-helps" tone="tint" eyebrow="How Paracelsus helps" title="What you get">
        <ul className="grid-4 mt-10">
          {solution.capabilities.map((capability) => (
            <li key={capability.title}>
              <FeatureCard icon={capability.icon} title={capability.title}>
                <p>{capability.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="outcomes" title="What changes for your lab">
        <div className="outcomes">
          <ul className="check-list check-list--large">
            {solution.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
          <nav className="aside-card" aria-labelledby="other-solutions-title">
            <h3 id="other-solutions-title" className="aside-title">
              Other LIS Solutions
            </h3>
            <ul className="aside-links">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={`/solutions/paracelsus/lis-solutions/${other.slug}`}>{other.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>

      <CtaBand id="solution-cta" title="See it working in a demo" context="Paracelsus">
        <p>Book a demo and we'll show you how this works with your lab's test menu, instruments and clients.</p>
      </CtaBand>
    </>
  );
}
