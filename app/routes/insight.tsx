import { data, redirect } from "react-router";
import { Link } from "~/components/page-link";
import { CtaBand } from "~/components/blocks/cta-band";
import { RelatedInsights } from "~/components/blocks/related-insights";
import { ImageTag } from "~/components/image-tag";
import { LocalDate, LocalDates } from "~/components/local-date";
import { RichText } from "~/components/rich-text";
import { excerpt } from "~/content/excerpt";
import { resourcesPageQuery } from "~/content/queries";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { shownImage } from "~/images/shown-image.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { ARTICLE_IMAGE_WIDTH } from "~/pages/image-widths";
import { relatedInsights } from "~/pages/related-insights.server";
import { shownRichText } from "~/pages/rich-text.server";
import { seo } from "~/pages/seo";
import { socialImage } from "~/pages/seo.server";
import { articlePath, pathOf } from "~/pages/tree";
import { article, structuredData } from "~/pages/structured-data.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/insight";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Every article ends with the Resources page's closing band: the page reads that document too.
  const [insight, resources] = await Promise.all([context.content.insight(params.slug), context.content.run(resourcesPageQuery)]);
  if (!insight) {
    // An address the article had before its slug changed forwards to the one it has now.
    const moved = await context.content.movedInsight(params.slug);
    if (moved) throw redirect(articlePath(moved), 301);
    return data({ insight: null }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  }
  const image = shownImage(context, insight.Image, ARTICLE_IMAGE_WIDTH);
  // The newest others sharing a tag's page with it: its product, its industry, its LIS solution.
  const related = await relatedInsights(
    context,
    (insight.tags ?? []).map((tag) => tag.ref),
    insight.slug.current,
  );
  const jsonLd = await structuredData(
    { request, context },
    {
      name: insight.Title,
      about: (siteUrl, path, by) => [
        article(
          {
            headline: insight.Title,
            description: describe(insight),
            path,
            author: insight.Author,
            datePublished: insight.Date,
            image: image ? new URL(image.src, siteUrl).href : undefined,
          },
          siteUrl,
          by,
        ),
      ],
    },
  );
  const { portableText, tags, Image: _image, ...fields } = insight;
  return {
    insight: {
      ...fields,
      image,
      // The Studio's caption field says "Shown under the image" (no field that shows nothing).
      caption: insight.Image?.caption ?? undefined,
      description: describe(insight),
      portableText: shownRichText(context, portableText),
      // The page the tag chose, by reference: no typed address (the link rule, app/lib/links.ts).
      tags: (tags ?? []).map((tag) => ({ key: tag._key ?? tag.value, label: tag.label, href: pathOf(tag.page) })),
    },
    socialImage: socialImage(context, insight.Image),
    related,
    cta: resources?.articleCta,
    edit: editAttributes(context, { id: insight._id, type: "insight" }, INSIGHT_FIELDS),
    // The closing band is the Resources page's, shared by every article.
    ctaEdit: editAttributes(context, { id: "resourcesPage", type: "resourcesPage" }, ["articleCta"] as const)?.articleCta,
    jsonLd,
  };
}

/** The page's description, for search results, link previews and the article's structured data. */
const describe = (insight: { portableText?: Parameters<typeof excerpt>[0] }) => excerpt(insight.portableText, 28);

/** The fields an editor can jump to from a previewed insight. */
const INSIGHT_FIELDS = ["Title", "Author", "Date", "Image", "portableText"] as const;

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const insight = args.loaderData?.insight;
  if (!insight) return seo(args, { title: "Insight not found", noindex: true });
  return [
    ...seo(args, {
      title: insight.Title,
      description: insight.description,
      type: "article",
      image: "socialImage" in args.loaderData ? args.loaderData.socialImage : undefined,
    }),
    // Its related articles are a band of the block stylesheet's; an article with none needs none of its rules.
    ...("related" in args.loaderData && args.loaderData.related ? [{ tagName: "link", ...blockStylesheet }] : []),
  ];
};

export default function InsightPage({ loaderData }: Route.ComponentProps) {
  const { insight } = loaderData;
  const edit = "edit" in loaderData ? loaderData.edit : undefined;
  const ctaEdit = "ctaEdit" in loaderData ? loaderData.ctaEdit : undefined;
  const cta = "cta" in loaderData ? loaderData.cta : undefined;
  const related = "related" in loaderData ? loaderData.related : undefined;
  if (!insight) {
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl font-bold">Insight not found.</h1>
        <p className="mt-4">
          It may have been moved or unpublished. <Link to="/resources">See all insights</Link>.
        </p>
      </div>
    );
  }
  return (
    <>
      <article className="container-page py-12">
        <p className="text-sm">
          <Link to="/resources">← All insights</Link>
        </p>
        <h1 className="mt-4 max-w-4xl text-3xl font-bold leading-tight sm:text-4xl" data-sanity={edit?.Title}>
          {insight.Title}
        </h1>
        <p className="mt-3 text-[var(--color-muted)]">
          {insight.Author ? (
            <span className="insight-author" data-sanity={edit?.Author}>
              By {insight.Author}
            </span>
          ) : null}
          {insight.Author && insight.Date ? <span aria-hidden="true"> · </span> : null}
          {insight.Date ? <LocalDate value={insight.Date} className="insight-date" edit={edit?.Date} /> : null}
        </p>
        <LocalDates />
        {insight.image ? (
          <figure className="mt-8 max-w-[800px]" data-sanity={edit?.Image}>
            <ImageTag image={insight.image} priority className="insight-hero max-h-[400px] w-full rounded-lg object-cover" />
            {insight.caption ? <figcaption className="mt-3 text-sm text-[var(--color-muted)]">{insight.caption}</figcaption> : null}
          </figure>
        ) : null}
        <div className="prose-content mt-8" data-sanity={edit?.portableText}>
          <RichText value={insight.portableText} />
        </div>
        {insight.tags && insight.tags.length > 0 ? (
          <section aria-labelledby="insight-tags" className="mt-10">
            <h2 id="insight-tags" className="text-base font-semibold">
              Tags
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {insight.tags.map((tag) => (
                <li key={tag.key}>
                  {tag.href ? (
                    <Link to={tag.href} className="tag">
                      {tag.label}
                    </Link>
                  ) : (
                    <span className="tag">{tag.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <RelatedInsights related={related} tone="tint" />
      {cta?.title ? (
        <CtaBand id="insight-cta" title={cta.title} edit={ctaEdit}>
          <p>{cta.text}</p>
        </CtaBand>
      ) : null}
    </>
  );
}
