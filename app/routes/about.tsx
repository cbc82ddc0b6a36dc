import { ArtImage } from "~/components/blocks/art-image";
import { artwork } from "~/components/blocks/artwork";
import { Milestones } from "~/components/blocks/milestones";
import { Section } from "~/components/blocks/section";
import { PageHero } from "~/components/page-hero";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { impactFacts, milestones } from "~/pages/copy/about";
import { pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  return { testimonials: await context.content.testimonials() };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "About Us",
    description:
      "Who we are: ACT has built software for courts and toxicology laboratories since 1995. DCCM runs in over 100 locations; our customers are in 48 states.",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Who We Are" title="Bridging Systems with Precision Solutions" emblem="link">
        <p>
          For 30+ years ACT has connected the people around a case: courts, treatment providers, laboratories and
          supervision officers. Our software carries the facts between them, accurately and securely.
        </p>
      </PageHero>

      <section className="page-section page-section--plain" aria-labelledby="our-team-title">
        <div className="container-page">
          <h2 id="our-team-title" className="sr-only">
            Our team
          </h2>
          <figure className="team-figure">
            {/* The largest thing in the first screen on most devices. */}
            <ArtImage art={artwork.team} className="art-image team-image" priority />
            <figcaption className="team-caption">
              Court specialists, laboratory specialists, trainers, helpdesk staff and engineers: the people behind DCCM
              and Paracelsus.
            </figcaption>
          </figure>
        </div>
      </section>

      <Section
        id="our-story"
        tone="tint"
        eyebrow="Since 1995"
        title="Our Story"
        centered
        intro={<p>How a software company for courts came to connect the courtroom and the toxicology lab.</p>}
      >
        <Milestones items={milestones} />
      </Section>

      <Section
        id="nationwide-impact"
        title="Nationwide Impact"
        eyebrow="48 states"
        intro={
          <p>
            Treatment courts, laboratories, clinics and supervision agencies in 48 states use ACT software every day.
          </p>
        }
      >
        <div className="impact">
          <figure className="impact-map">
            <ArtImage art={artwork.usMap} />
          </figure>
          <dl className="impact-facts">
            {impactFacts.map((fact) => (
              <div key={fact.label} className="impact-fact">
                <dt className="impact-label">{fact.label}</dt>
                <dd className="impact-value">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <div className="testimonial-band">
        <div className="container-page">
          <TestimonialCarousel testimonials={loaderData.testimonials} indicators />
        </div>
      </div>
    </>
  );
}
