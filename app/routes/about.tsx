import { Milestones } from "~/components/blocks/milestones";
import { PictureBeside } from "~/components/blocks/picture-beside";
import { Section } from "~/components/blocks/section";
import { ImageTag } from "~/components/image-tag";
import { PageHero } from "~/components/page-hero";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { aboutPageQuery } from "~/content/queries";
import { shownImage } from "~/images/shown-image.server";
import { pageHeaders } from "~/lib/http";
import { required } from "~/pages/page-content.server";
import { pageSeo } from "~/pages/seo";
import { PICTURE_BESIDE_WIDTH, TEAM_PICTURE_WIDTH } from "~/pages/image-widths";
import { shownTestimonials } from "~/pages/testimonials.server";
import { shownSeo } from "~/pages/seo.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/about";
import { shownHeroArt } from "~/pages/hero-art.server";

export async function loader({ context }: Route.LoaderArgs) {
  const page = required(await context.content.run(aboutPageQuery));
  return {
    page,
    heroArt: shownHeroArt(context, page.hero?.image),
    seo: shownSeo(context, page.seo),
    team: shownImage(context, page.team?.image, TEAM_PICTURE_WIDTH),
    map: shownImage(context, page.impact?.map, PICTURE_BESIDE_WIDTH),
    testimonials: shownTestimonials(context, await context.content.testimonials()),
    edit: editAttributes(context, { id: page._id, type: page._type }, ["hero", "team", "story", "impact"] as const),
  };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => pageSeo(args, args.loaderData?.seo, { title: args.loaderData?.page.hero?.title });

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, edit, heroArt } = loaderData;
  const { hero, team, story, impact } = page;
  return (
    <>
      <PageHero eyebrow={hero?.eyebrow} title={hero?.title ?? ""} emblem={hero?.emblem} art={heroArt} edit={edit?.hero}>
        <p>{hero?.lead}</p>
      </PageHero>

      <section className="page-section page-section--plain" aria-labelledby="our-team-title" data-sanity={edit?.team}>
        <div className="container-page">
          <h2 id="our-team-title" className="sr-only">
            {team?.heading}
          </h2>
          <figure className="team-figure">
            {/* The largest thing in the first screen on most devices. */}
            {loaderData.team ? <ImageTag image={loaderData.team} priority className="art-image team-image" /> : null}
            <figcaption className="team-caption">{team?.caption}</figcaption>
          </figure>
        </div>
      </section>

      <Section
        id="our-story"
        tone="tint"
        eyebrow={story?.heading?.eyebrow}
        title={story?.heading?.title ?? ""}
        centered
        intro={story?.heading?.intro ? <p>{story.heading.intro}</p> : undefined}
        edit={edit?.story}
      >
        <Milestones items={story?.milestones ?? []} />
      </Section>

      <Section
        id="nationwide-impact"
        title={impact?.heading?.title ?? ""}
        eyebrow={impact?.heading?.eyebrow}
        intro={impact?.heading?.intro ? <p>{impact.heading.intro}</p> : undefined}
        edit={edit?.impact}
      >
        <PictureBeside picture={loaderData.map}>
          <dl className="impact-facts">
            {(impact?.facts ?? []).map((fact) => (
              <div key={fact._key} className="impact-fact">
                <dt className="impact-label">{fact.label}</dt>
                <dd className="impact-value">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </PictureBeside>
      </Section>

      <div className="testimonial-band">
        <div className="container-page">
          <TestimonialCarousel testimonials={loaderData.testimonials} indicators />
        </div>
      </div>
    </>
  );
}
