import { Link } from "~/components/page-link";
import { CaseStudyQuote } from "~/components/blocks/case-study-quote";
import { CtaBand } from "~/components/blocks/cta-band";
import { DemoLink } from "~/components/blocks/demo-link";
import { Section } from "~/components/blocks/section";
import { SourcedFacts } from "~/components/blocks/sourced-facts";
import { Trail } from "~/components/blocks/trail";
import { ImageTag } from "~/components/image-tag";
import { PageHero } from "~/components/page-hero";
import { RichText } from "~/components/rich-text";
import { caseStudyPageQuery } from "~/content/queries";
import { shownImage } from "~/images/shown-image.server";
import { pageHeaders } from "~/lib/http";
import { sourcedFacts } from "~/pages/case-studies.server";
import { ARTICLE_IMAGE_WIDTH } from "~/pages/image-widths";
import { memberOf, required } from "~/pages/page-content.server";
import { shownRichText } from "~/pages/rich-text.server";
import { feedLink, pageSeo, seo } from "~/pages/seo";
import { shownSeo, socialImage } from "~/pages/seo.server";
import { caseStudy as caseStudyJsonLd, structuredData } from "~/pages/structured-data.server";
import { FEEDS, memberPath, pathOf } from "~/pages/tree";
import { editAttributes } from "~/preview/edit-attributes.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/case-study";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await memberOf(context.content, "caseStudy", params.study);
  const [{ page: found, shared }, site] = await Promise.all([context.content.run(caseStudyPageQuery, { slug: params.study }), context.content.site()]);
  const study = required(found);
  const results = sourcedFacts(study.results);
  const products = (study.products ?? []).flatMap((product) => {
    const path = pathOf(product);
    return product?.name && path ? [{ name: product.name, path }] : [];
  });
  const industries = (study.industries ?? []).flatMap((industry) =>
    industry?.title && industry.slug ? [{ name: industry.title, path: memberPath("industry", industry.slug) }] : [],
  );
  const description = study.seo?.description ?? study.challenge ?? "";
  // Its picture for link previews and search engines, else the site's.
  const sharedImage = socialImage(context, study.image) ?? socialImage(context, site.settings?.socialImage);
  return {
    study: {
      title: study.title ?? "",
      client: study.client ?? "",
      agencyType: study.agencyType ?? "",
      challenge: study.challenge ?? "",
      whatChanged: shownRichText(context, study.whatChanged),
      quote: study.quote,
      image: shownImage(context, study.image, ARTICLE_IMAGE_WIDTH),
      products,
      industries,
      results,
    },
    shared: { ...shared?.memberPages, cta: shared?.cta },
    feedLabel: shared?.feedLabel,
    seo: shownSeo(context, study.seo),
    socialImage: sharedImage,
    edit: editAttributes(context, { id: study._id, type: study._type }, ["title", "client", "challenge", "whatChanged", "results", "quote", "image"] as const),
    sharedEdit: shared ? editAttributes(context, { id: shared._id, type: shared._type }, ["memberPages", "cta"] as const) : undefined,
    jsonLd: await structuredData(
      { request, context },
      {
        about: (siteUrl, path, by) => [
          caseStudyJsonLd(
            {
              headline: study.title ?? "",
              description,
              path,
              client: study.client ?? "",
              datePublished: study._createdAt.slice(0, 10),
              dateModified: study._updatedAt.slice(0, 10),
              image: sharedImage ? new URL(sharedImage.url, siteUrl).href : undefined,
              products,
            },
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

export const meta: Route.MetaFunction = (args) => {
  const study = args.loaderData?.study;
  return study
    ? [
        ...pageSeo(args, args.loaderData?.seo, { title: study.title, description: study.challenge, image: args.loaderData?.socialImage }),
        feedLink(args, FEEDS.caseStudies, args.loaderData?.feedLabel),
      ]
    : seo(args, { title: "Page not found", noindex: true });
};

/** A case study: the client and its problem, what changed, the measured results with their sources and dates, and a quote. */
export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study, shared, edit, sharedEdit } = loaderData;
  const concerns = [...study.products, ...study.industries];
  return (
    <>
      <PageHero eyebrow={shared.eyebrow} title={study.title} emblem="trend" trail={<Trail />} actions={<DemoLink variant="light" />} edit={edit?.title}>
        <p data-sanity={edit?.client}>
          <strong>{study.client}</strong>
          {study.agencyType ? `, ${study.agencyType}` : ""}
        </p>
        {concerns.length > 0 ? (
          <ul className="case-concerns">
            {concerns.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </PageHero>

      <Section id="challenge" title={shared.challengeTitle ?? ""} edit={edit?.challenge}>
        <div className={study.image ? "case-challenge case-challenge--picture" : "case-challenge"}>
          <p className="case-challenge-text">{study.challenge}</p>
          {study.image ? <ImageTag image={study.image} className="case-challenge-image" /> : null}
        </div>
      </Section>

      <Section id="results" tone="tint" title={shared.resultsTitle ?? ""} edit={edit?.results}>
        <SourcedFacts facts={study.results} sourceLabel={shared.sourceLabel ?? ""} />
      </Section>

      <Section id="what-changed" title={shared.changedTitle ?? ""} edit={edit?.whatChanged}>
        <div className="prose-content mt-6">
          <RichText value={study.whatChanged} />
        </div>
        <CaseStudyQuote quote={study.quote} client={study.client} edit={edit?.quote} />
      </Section>

      <CtaBand id="case-study-cta" title={shared.cta?.title ?? ""} edit={sharedEdit?.cta}>
        <p>{shared.cta?.text}</p>
      </CtaBand>
    </>
  );
}
