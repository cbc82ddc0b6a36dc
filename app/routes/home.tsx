import { Link } from "react-router";
import { artwork } from "~/components/blocks/artwork";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCard } from "~/components/blocks/feature-card";
import { Icon } from "~/components/blocks/icons";
import { Section } from "~/components/blocks/section";
import { PageHero } from "~/components/page-hero";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { homeFeatures, solutionCards, strengths } from "~/pages/copy/home";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { testimonials: await context.content.testimonials(), jsonLd: structuredData({ request, context }) };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => seo(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="From Case to Care"
        title="Streamline Operations, Enhance Outcomes"
        art={artwork.gavelComputer}
        actions={
          <>
            <DemoLink variant="light" />
            <a href="#our-solutions" className="button-ghost">
              See our solutions
            </a>
          </>
        }
      >
        <p>
          Case management for treatment courts and a laboratory information system for toxicology labs, built by one
          company to work together: from a participant's first screening to the lab result in their case file.
        </p>
      </PageHero>

      <section className="page-section page-section--plain" aria-label="What connects our products">
        <div className="container-page grid-2">
          {homeFeatures.map((feature) => (
            <FeatureCard key={feature.title} icon={feature.icon} title={feature.title} as="h2">
              <p>{feature.text}</p>
            </FeatureCard>
          ))}
        </div>
      </section>

      <Section
        id="who-we-are"
        tone="tint"
        eyebrow="About ACT"
        title="Who We Are"
        intro={
          <>
            <p>
              ACT builds software for the justice and drug-testing sectors. Since 1995 we have helped courts and
              laboratories replace paper files and disconnected spreadsheets with secure, web-based systems that share
              data where it is needed.
            </p>
            <p className="mt-6">
              <Link to="/about" className="button-primary">
                Read More<span className="sr-only"> about ACT</span>
              </Link>
            </p>
          </>
        }
      >
        <ul className="grid-3 mt-10">
          {strengths.map((strength) => (
            <li key={strength.title}>
              <FeatureCard icon={strength.icon} title={strength.title}>
                <p>{strength.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="our-solutions"
        title="Our Solutions"
        eyebrow="Two products, one record"
        centered
        intro={<p>Each works on its own; together, a drug test result travels from the lab bench to the judge's bench without being typed twice.</p>}
      >
        <div className="grid-2 mt-10">
          {solutionCards.map((card) => (
            <article key={card.to} className="solution-card">
              <span className="feature-icon">
                <Icon name={card.icon} />
              </span>
              <p className="solution-audience">{card.audience}</p>
              <h3 className="solution-title">{card.title}</h3>
              <p>{card.text}</p>
              <ul className="check-list">
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p className="mt-auto pt-6">
                <Link to={card.to} className="button-primary">
                  {card.cta}
                </Link>
              </p>
            </article>
          ))}
        </div>
      </Section>

      <div className="testimonial-band">
        <div className="container-page">
          <TestimonialCarousel testimonials={loaderData.testimonials} />
        </div>
      </div>
    </>
  );
}
