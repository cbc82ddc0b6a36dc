import { Link } from "~/components/page-link";
import { CtaBand } from "~/components/blocks/cta-band";
import { RelatedInsights } from "~/components/blocks/related-insights";
import { RelatedCaseStudies } from "~/components/blocks/related-case-studies";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCard } from "~/components/blocks/feature-card";
import { LinkCard } from "~/components/blocks/link-card";
import { LogoWall } from "~/components/blocks/logo-wall";
import { Section } from "~/components/blocks/section";
import { StatsBand } from "~/components/blocks/stat-counter";
import { Steps } from "~/components/blocks/steps";
import { PageHero } from "~/components/page-hero";
import { paracelsusPageQuery } from "~/content/queries";
import { shownImage } from "~/images/shown-image.server";
import { pageHeaders } from "~/lib/http";
import { LOGO_WIDTH } from "~/pages/image-widths";
import { linkTo } from "~/pages/navigation";
import { required } from "~/pages/page-content.server";
import { pageSeo } from "~/pages/seo";
import { shownSeo } from "~/pages/seo.server";
import { softwareApplication, structuredData } from "~/pages/structured-data.server";
import { relatedInsights } from "~/pages/related-insights.server";
import { relatedCaseStudies } from "~/pages/case-studies.server";
import { memberPath } from "~/pages/tree";
import { editAttributes } from "~/preview/edit-attributes.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/paracelsus";
import { shownHeroArt } from "~/pages/hero-art.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ page: found, cards }, site] = await Promise.all([context.content.run(paracelsusPageQuery), context.content.site()]);
  const page = required(found);
  return {
    // The articles tagged with Paracelsus or one of its LIS solutions.
    related: await relatedInsights(context, [page._id, ...site.lisSolutions.map((solution) => solution._id)]),
    // The case studies naming Paracelsus among their products.
    caseStudies: await relatedCaseStudies(context, [page._id]),
    page: { ...page, heroLink: linkTo(page.heroLink) },
    heroArt: shownHeroArt(context, page.hero?.image),
    seo: shownSeo(context, page.seo),
    logos: {
      community: (page.community?.communityLogos ?? []).flatMap((logo) => shownImage(context, logo, LOGO_WIDTH) ?? []),
      clients: (page.community?.clientLogos ?? []).flatMap((logo) => shownImage(context, logo, LOGO_WIDTH) ?? []),
    },
    industries: cards.flatMap(({ slug, title, ...card }) => (slug && title ? [{ ...card, slug, title }] : [])),
    edit: editAttributes(context, { id: page._id, type: page._type }, [
      "hero",
      "features",
      "gettingStarted",
      "numbers",
      "industries",
      "community",
      "cta",
    ] as const),
    jsonLd: await structuredData(
      { request, context },
      {
        about: (siteUrl, path, by) => [
          softwareApplication(
            { name: page.software?.name ?? "", description: page.software?.description ?? "", path, category: "HealthApplication" },
            siteUrl,
            by,
          ),
        ],
      },
    ),
  };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => pageSeo(args, args.loaderData?.seo, { title: args.loaderData?.page.hero?.title });

export default function Paracelsus({ loaderData }: Route.ComponentProps) {
  const { page, industries, edit, heroArt, logos, related, caseStudies } = loaderData;
  const { hero, heroLink, features, gettingStarted, numbers, community, cta } = page;
  return (
    <>
      <PageHero
        eyebrow={hero?.eyebrow}
        title={hero?.title ?? ""}
        art={heroArt}
        emblem={hero?.emblem}
        edit={edit?.hero}
        actions={
          <>
            <DemoLink variant="light" context="of Paracelsus" />
            {heroLink ? (
              <Link to={heroLink.to} className="button-ghost">
                {heroLink.label}
              </Link>
            ) : null}
          </>
        }
      >
        <p>{hero?.lead}</p>
      </PageHero>

      <Section
        id="features"
        eyebrow={features?.heading?.eyebrow}
        title={features?.heading?.title ?? ""}
        intro={features?.heading?.intro ? <p>{features.heading.intro}</p> : undefined}
        edit={edit?.features}
      >
        <div className="grid-3 mt-10">
          {(features?.cards ?? []).map((feature) => (
            <FeatureCard key={feature._key} icon={feature.icon} title={feature.title}>
              <p>{feature.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section
        id="getting-started"
        tone="tint"
        eyebrow={gettingStarted?.heading?.eyebrow}
        title={gettingStarted?.heading?.title ?? ""}
        intro={gettingStarted?.heading?.intro ? <p>{gettingStarted.heading.intro}</p> : undefined}
        centered
        edit={edit?.gettingStarted}
      >
        <Steps items={gettingStarted?.steps ?? []} />
        <p className="mt-10 text-center">
          <DemoLink context="of Paracelsus" />
        </p>
      </Section>

      <StatsBand id="by-the-numbers" title={numbers?.title ?? ""} items={numbers?.statistics ?? []} edit={edit?.numbers} />

      <Section
        id="who-we-serve"
        eyebrow={page.industries?.heading?.eyebrow}
        title={page.industries?.heading?.title ?? ""}
        intro={page.industries?.heading?.intro ? <p>{page.industries.heading.intro}</p> : undefined}
        edit={edit?.industries}
      >
        <ul className="grid-3 mt-10">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <LinkCard
                to={memberPath("industry", industry.slug)}
                icon={industry.icon}
                title={industry.title}
                text={industry.summary}
                cta={page.industries?.cardButton ?? ""}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="community"
        tone="tint"
        eyebrow={community?.heading?.eyebrow}
        title={community?.heading?.title ?? ""}
        centered
        intro={community?.heading?.intro ? <p>{community.heading.intro}</p> : undefined}
        edit={edit?.community}
      >
        <h3 className="logo-heading">{community?.communityTitle}</h3>
        <LogoWall logos={logos.community} label={community?.communityTitle ?? ""} />
        <h3 className="logo-heading">{community?.clientsTitle}</h3>
        <LogoWall logos={logos.clients} label={community?.clientsTitle ?? ""} />
      </Section>

      <RelatedInsights related={related} />
      <RelatedCaseStudies related={caseStudies} tone="tint" />

      <CtaBand id="paracelsus-cta" title={cta?.title ?? ""} context="of Paracelsus" edit={edit?.cta}>
        <p>{cta?.text}</p>
      </CtaBand>
    </>
  );
}
