import { Link } from "~/components/page-link";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCard, FeatureCards } from "~/components/blocks/feature-card";
import { Icon } from "~/components/blocks/icons";
import { Section } from "~/components/blocks/section";
import { PageHero } from "~/components/page-hero";
import { useChrome } from "~/components/chrome/use-chrome";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { homePageQuery } from "~/content/queries";
import { linkTo } from "~/pages/navigation";
import { required } from "~/pages/page-content.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { pageHeaders } from "~/lib/http";
import { pageSeo } from "~/pages/seo";
import { shownTestimonials } from "~/pages/testimonials.server";
import { shownSeo } from "~/pages/seo.server";
import { structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/home";
import { shownHeroArt } from "~/pages/hero-art.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = required(await context.content.run(homePageQuery));
  const { about, solutions } = page;
  return {
    page: {
      ...page,
      about: { ...about, link: linkTo(about?.link ?? null) },
      solutions: { ...solutions, cards: (solutions?.cards ?? []).map((card) => ({ ...card, link: linkTo(card.link) })) },
    },
    heroArt: shownHeroArt(context, page.hero?.image),
    seo: shownSeo(context, page.seo),
    testimonials: shownTestimonials(context, await context.content.testimonials()),
    jsonLd: await structuredData({ request, context }),
    edit: editAttributes(context, { id: page._id, type: page._type }, HOME_FIELDS),
  };
}

const HOME_FIELDS = ["hero", "highlights", "about", "solutions"] as const;

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => pageSeo(args, args.loaderData?.seo, { fullTitle: true });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, edit, heroArt } = loaderData;
  const { hero, about, solutions } = page;
  const { name } = useChrome();
  return (
    <>
      <PageHero
        edit={edit?.hero}
        eyebrow={hero?.eyebrow}
        title={hero?.title ?? ""}
        art={heroArt}
        emblem={hero?.emblem}
        actions={
          <>
            <DemoLink variant="light" />
            <a href="#our-solutions" className="button-ghost">
              {page.solutionsButton}
            </a>
          </>
        }
      >
        <p>{hero?.lead}</p>
      </PageHero>

      <section className="page-section page-section--plain" aria-label="What connects our products" data-sanity={edit?.highlights}>
        <div className="container-page grid-2">
          {(page.highlights ?? []).map((feature) => (
            <FeatureCard key={feature._key} icon={feature.icon} title={feature.title} as="h2">
              <p>{feature.text}</p>
            </FeatureCard>
          ))}
        </div>
      </section>

      <Section
        edit={edit?.about}
        id="who-we-are"
        tone="tint"
        eyebrow={about.heading?.eyebrow}
        title={about.heading?.title ?? ""}
        intro={
          <>
            <p>{about.heading?.intro}</p>
            {about.link ? (
              <p className="mt-6">
                <Link to={about.link.to} className="button-primary">
                  {about.link.label}
                  <span className="sr-only"> about {name}</span>
                </Link>
              </p>
            ) : null}
          </>
        }
      >
        <FeatureCards cards={about.strengths} />
      </Section>

      <Section
        edit={edit?.solutions}
        id="our-solutions"
        title={solutions.heading?.title ?? ""}
        eyebrow={solutions.heading?.eyebrow}
        centered
        intro={solutions.heading?.intro ? <p>{solutions.heading.intro}</p> : undefined}
      >
        <div className="grid-2 mt-10">
          {solutions.cards.map((card) => (
            <article key={card._key} className="solution-card">
              <span className="feature-icon">
                <Icon name={card.icon} />
              </span>
              <p className="solution-audience">{card.audience}</p>
              <h3 className="solution-title">{card.title}</h3>
              <p>{card.text}</p>
              <ul className="check-list">
                {(card.points ?? []).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              {card.link ? (
                <p className="mt-auto pt-6">
                  <Link to={card.link.to} className="button-primary">
                    {card.link.label}
                  </Link>
                </p>
              ) : null}
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
