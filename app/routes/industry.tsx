import { Link } from "~/components/page-link";
import { Callouts } from "~/components/blocks/callouts";
import { CtaBand } from "~/components/blocks/cta-band";
import { DemoLink } from "~/components/blocks/demo-link";
import { FeatureCards } from "~/components/blocks/feature-card";
import { Icon } from "~/components/blocks/icons";
import { RelatedInsights } from "~/components/blocks/related-insights";
import { RelatedCaseStudies } from "~/components/blocks/related-case-studies";
import { Section } from "~/components/blocks/section";
import { Trail } from "~/components/blocks/trail";
import { PageHero } from "~/components/page-hero";
import { industryPageQuery } from "~/content/queries";
import { pageHeaders } from "~/lib/http";
import { linkTo } from "~/pages/navigation";
import { memberOf, required } from "~/pages/page-content.server";
import { relatedInsights } from "~/pages/related-insights.server";
import { relatedCaseStudies } from "~/pages/case-studies.server";
import { pageSeo, seo } from "~/pages/seo";
import { shownSeo } from "~/pages/seo.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/industry";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await memberOf(context.content, "industry", params.industry);
  const { page: found, shared } = await context.content.run(industryPageQuery, { slug: params.industry });
  const industry = required(found);
  return {
    industry,
    seo: shownSeo(context, industry.seo),
    // The articles tagged with this industry.
    related: await relatedInsights(context, [industry._id]),
    // The case studies naming this industry.
    caseStudies: await relatedCaseStudies(context, [industry._id]),
    shared: { ...shared?.memberPages, allSolutions: linkTo(shared?.memberPages?.allSolutions ?? null) },
    edit: editAttributes(context, { id: industry._id, type: industry._type }, ["title", "summary", "intro", "details", "features", "ctaTitle"] as const),
    sharedEdit: shared ? editAttributes(context, { id: shared._id, type: shared._type }, ["memberPages"] as const) : undefined,
    jsonLd: await structuredData({ request, context }),
  };
}

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [blockStylesheet];

export const meta: Route.MetaFunction = (args) => {
  const industry = args.loaderData?.industry;
  return industry ? pageSeo(args, args.loaderData?.seo, { title: industry.title }) : seo(args, { title: "Page not found", noindex: true });
};

/** One component for every Who We Serve page: an industry document, and what every industry page says (Who We Serve's document). */
export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry, shared, edit, sharedEdit, related, caseStudies } = loaderData;
  const context = `of ${industry.seo?.title ?? industry.title}`;
  return (
    <>
      <PageHero
        eyebrow={shared.eyebrow}
        title={industry.title}
        emblem={industry.icon}
        trail={<Trail />}
        actions={<DemoLink variant="light" context={context} />}
        edit={edit?.title}
      >
        <p data-sanity={edit?.summary}>{industry.summary}</p>
      </PageHero>

      <section className="page-section page-section--plain" aria-labelledby="intro-title">
        <div className="container-page">
          <div className="callout callout--intro" data-sanity={edit?.intro}>
            <span className="callout-icon">
              <Icon name={industry.icon} />
            </span>
            <div>
              <h2 id="intro-title" className="section-title">
                {industry.intro?.title}
              </h2>
              <p className="callout-text">{industry.intro?.text}</p>
            </div>
          </div>
          <Callouts items={industry.details ?? []} edit={edit?.details} />
        </div>
      </section>

      <Section id="popular-features" tone="tint" eyebrow={shared.featuresEyebrow} title={shared.featuresTitle ?? ""} edit={edit?.features}>
        <FeatureCards cards={industry.features} columns={4} />
        {shared.allSolutions ? (
          <p className="mt-10" data-sanity={sharedEdit?.memberPages}>
            <Link to={shared.allSolutions.to} className="text-link">
              {shared.allSolutions.label}
            </Link>
          </p>
        ) : null}
      </Section>

      <RelatedInsights related={related} />
      <RelatedCaseStudies related={caseStudies} tone="tint" />

      <CtaBand id="industry-cta" title={industry.ctaTitle ?? ""} context={context} edit={edit?.ctaTitle}>
        <p data-sanity={sharedEdit?.memberPages}>{shared.ctaText}</p>
      </CtaBand>
    </>
  );
}
