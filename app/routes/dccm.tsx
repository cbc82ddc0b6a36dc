import { Accordion } from "~/components/blocks/accordion";
import { CtaBand } from "~/components/blocks/cta-band";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCard } from "~/components/blocks/feature-card";
import { RelatedInsights } from "~/components/blocks/related-insights";
import { RelatedCaseStudies } from "~/components/blocks/related-case-studies";
import { Section } from "~/components/blocks/section";
import { Steps } from "~/components/blocks/steps";
import { PageHero } from "~/components/page-hero";
import { dccmPageQuery } from "~/content/queries";
import { pageHeaders } from "~/lib/http";
import { required } from "~/pages/page-content.server";
import { relatedInsights } from "~/pages/related-insights.server";
import { relatedCaseStudies } from "~/pages/case-studies.server";
import { pageSeo } from "~/pages/seo";
import { shownSeo } from "~/pages/seo.server";
import { softwareApplication, structuredData } from "~/pages/structured-data.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/dccm";
import { shownHeroArt } from "~/pages/hero-art.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [found, related, caseStudies] = await Promise.all([
    context.content.run(dccmPageQuery),
    relatedInsights(context, ["dccmPage"]),
    relatedCaseStudies(context, ["dccmPage"]),
  ]);
  const page = required(found);
  return {
    page,
    // The articles tagged with this page.
    related,
    // The case studies naming DCCM among their products.
    caseStudies,
    heroArt: shownHeroArt(context, page.hero?.image),
    seo: shownSeo(context, page.seo),
    edit: editAttributes(context, { id: page._id, type: page._type }, ["hero", "premier", "features", "process", "cta"] as const),
    jsonLd: await structuredData(
      { request, context },
      {
        about: (siteUrl, path, by) => [
          softwareApplication(
            { name: page.software?.name ?? "", description: page.software?.description ?? "", path, category: "BusinessApplication" },
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

/** The DCCM header's links go to three of this page's sections: #overview, #services and #process. */
export default function Dccm({ loaderData }: Route.ComponentProps) {
  const { page, edit, heroArt, related, caseStudies } = loaderData;
  const { hero, premier, features, process, cta } = page;
  return (
    <>
      <div id="overview" className="anchor-target">
        <PageHero
          eyebrow={hero?.eyebrow}
          title={hero?.title ?? ""}
          art={heroArt}
          emblem={hero?.emblem}
          actions={<DemoLink variant="light" context="of DCCM" />}
          edit={edit?.hero}
        >
          <p>{hero?.lead}</p>
        </PageHero>
      </div>

      <Section
        id="services"
        eyebrow={premier?.heading?.eyebrow}
        title={premier?.heading?.title ?? ""}
        intro={premier?.heading?.intro ? <p>{premier.heading.intro}</p> : undefined}
        edit={edit?.premier}
      >
        <div className="grid-3 mt-10">
          {(premier?.points ?? []).map((point) => (
            <FeatureCard key={point._key} icon={point.icon} title={point.title}>
              <p>{point.text}</p>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section
        id="features"
        tone="tint"
        eyebrow={features?.heading?.eyebrow}
        title={features?.heading?.title ?? ""}
        intro={features?.heading?.intro ? <p>{features.heading.intro}</p> : undefined}
        edit={edit?.features}
      >
        <div className="accordion-layout">
          <Accordion items={features?.topics ?? []} />
          <aside className="aside-card" aria-labelledby="dccm-demo-aside">
            <h3 id="dccm-demo-aside" className="aside-title">
              {features?.asideTitle}
            </h3>
            <p>{features?.asideText}</p>
            <DemoLink context="of DCCM" />
          </aside>
        </div>
      </Section>

      <Section
        id="process"
        eyebrow={process?.heading?.eyebrow}
        title={process?.heading?.title ?? ""}
        intro={process?.heading?.intro ? <p>{process.heading.intro}</p> : undefined}
        edit={edit?.process}
      >
        <Steps items={process?.steps ?? []} />
        <p className="mt-10 text-center">
          <DemoLink context="of DCCM" />
        </p>
      </Section>

      <RelatedInsights related={related} tone="tint" />
      <RelatedCaseStudies related={caseStudies} />

      <CtaBand id="dccm-cta" title={cta?.title ?? ""} context="of DCCM" edit={edit?.cta}>
        <p>{cta?.text}</p>
      </CtaBand>
    </>
  );
}
