import { data, redirect } from "react-router";
import { Link } from "~/components/page-link";
import { InsightCards } from "~/components/blocks/insight-cards";
import { NotFound } from "~/components/not-found";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { editAttributes } from "~/preview/edit-attributes.server";
import { parseResourcesPage, RESOURCES_PATH, resourcesPageCount, resourcesPagePath, resourcesPageSlice, topicPath } from "~/pages/resources-pages";
import { pageSeo, seo } from "~/pages/seo";
import { insightTopicsQuery, resourcesPageQuery, topicInsightPageQuery } from "~/content/queries";
import { required } from "~/pages/page-content.server";
import { insightCards } from "~/pages/insight-cards.server";
import { shownSeo } from "~/pages/seo.server";
import { structuredData } from "~/pages/structured-data.server";
import { topicsOf, type Topic } from "~/pages/topics";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/resources";

/** The article cards are a card grid (blocks.css), so no card is left alone on its row. */
export const links: Route.LinksFunction = () => [blockStylesheet];

/**
 * Resources (/resources, /resources/page/N) and a topic's articles
 * (/resources/topic/<key>, /resources/topic/<key>/page/N): the same page, the
 * second listing only the articles with that tag (app/pages/topics.ts).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const content = context.content;
  const page = params.page === undefined ? 1 : parseResourcesPage(params.page);
  const [topics, text] = await Promise.all([
    content.run(insightTopicsQuery).then((list) => topicsOf(list ?? [])),
    content.run(resourcesPageQuery).then(required),
  ]);
  const topic = params.topic === undefined ? undefined : topics.find((known) => known.slug === params.topic);
  if (params.topic !== undefined && !topic) {
    // A key no published article carries is no topic: the site's not-found page, as for any unknown address, the
    // same for every such key (decision 029).
    return data({ page: 0, pages: 0, cards: [], text, topic, topics, unknownTopic: true }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  }
  if (page === "first") throw redirect(resourcesPagePath(1, topic?.slug), 301);
  const listPage = (start: number, end: number) =>
    topic
      ? content.run(topicInsightPageQuery, { topic: topic.slug, start, end }).then((found) => ({ total: found?.total ?? 0, items: found?.items ?? [] }))
      : content.insightPage(start, end);
  const first = resourcesPageSlice(1);
  // The first page's answer (kept anyway) says how many pages there are, so a page past the end costs no query.
  const firstPage = await listPage(first.start, first.end);
  const pages = resourcesPageCount(firstPage.total);
  if (page === undefined || page > pages) {
    return data({ page: 0, pages, cards: [], text, topic, topics }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  }
  const { start, end } = resourcesPageSlice(page);
  const { items } = page === 1 ? firstPage : await listPage(start, end);
  // Cards carry only what they show: the excerpt is cut here, not in the browser.
  return {
    page,
    pages,
    text,
    topic,
    topics,
    seo: shownSeo(context, text.seo),
    textEdit: editAttributes(context, { id: text._id, type: text._type }, ["title", "intro", "empty", "topicsLabel"] as const),
    cards: insightCards(context, items),
    // A topic's page sits below Resources: its breadcrumbs end in the topic's name.
    jsonLd: topic ? await structuredData({ request, context }, { name: topic.label }) : undefined,
  };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { page = 0, pages = 1, text, topic } = args.loaderData ?? {};
  const resourcesTitle = text?.seo?.title || text?.title || "";
  const title = topic ? `${topic.label}: ${resourcesTitle}` : resourcesTitle;
  if (page === 0) return seo(args, { title: "Page not found", noindex: true });
  const neighbours = [
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: resourcesPagePath(page - 1, topic?.slug) }] : []),
    ...(page < pages ? [{ tagName: "link", rel: "next", href: resourcesPagePath(page + 1, topic?.slug) }] : []),
  ];
  return [
    ...pageSeo(args, {
      ...(args.loaderData && "seo" in args.loaderData ? args.loaderData.seo : undefined),
      title: page === 1 ? title : `${title}, page ${page}`,
    }),
    ...neighbours,
  ];
};

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { cards, page, pages, text, topic, topics } = loaderData;
  const textEdit = "textEdit" in loaderData ? loaderData.textEdit : undefined;
  if ("unknownTopic" in loaderData) return <NotFound />;
  if (page === 0) {
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl font-bold">Page not found.</h1>
        <p className="mt-4">
          There are {pages} {pages === 1 ? "page" : "pages"} of articles. <Link to={resourcesPagePath(1, topic?.slug)}>See the newest</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="container-page py-12">
      {topic ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-[var(--color-muted)]" data-sanity={textEdit?.title}>
          <Link to={RESOURCES_PATH}>{text.title}</Link>
        </p>
      ) : null}
      <h1 className={`${topic ? "mt-2 " : ""}text-3xl font-bold sm:text-4xl`} data-sanity={topic ? undefined : textEdit?.title}>
        {topic ? topic.label : text.title}
        {page > 1 ? (
          <span className="block text-xl font-semibold text-[var(--color-muted)] sm:text-2xl">
            Page {page} of {pages}
          </span>
        ) : null}
      </h1>
      {topic ? null : (
        <p className="mt-3 max-w-prose text-[var(--color-muted)]" data-sanity={textEdit?.intro}>
          {text.intro}
        </p>
      )}
      {topics.length > 0 && text.topicsLabel ? (
        <TopicLinks label={text.topicsLabel} topics={topics} current={topic?.slug} firstPage={page === 1} edit={textEdit?.topicsLabel} />
      ) : null}
      {cards.length === 0 ? (
        <p className="mt-10" data-sanity={textEdit?.empty}>
          {text.empty}
        </p>
      ) : (
        <InsightCards cards={cards} level={2} priorityFirst />
      )}
      {pages > 1 ? <PageLinks page={page} pages={pages} topic={topic?.slug} /> : null}
    </div>
  );
}

/**
 * Every topic as a plain link, and every article first: the list this page
 * shows is marked, as the page itself on its first page, as the list it
 * belongs to on a later one.
 */
function TopicLinks({
  label,
  topics,
  current,
  firstPage,
  edit,
}: {
  label: string;
  topics: readonly Topic[];
  current: string | undefined;
  firstPage: boolean;
  edit: string | undefined;
}) {
  const marked = (shown: boolean) => (shown ? (firstPage ? "page" : "true") : undefined);
  return (
    <nav aria-labelledby="topics-title" className="mt-8">
      <h2 id="topics-title" className="text-base font-semibold" data-sanity={edit}>
        {label}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <Link to={RESOURCES_PATH} className="topic-link" aria-current={marked(current === undefined)}>
            All articles
          </Link>
        </li>
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link to={topicPath(topic.slug)} className="topic-link" aria-current={marked(current === topic.slug)}>
              {topic.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const pageLink = "inline-flex min-h-11 items-center rounded-md border border-[var(--color-line)] px-4 font-semibold no-underline hover:bg-[var(--color-line)]";

function PageLinks({ page, pages, topic }: { page: number; pages: number; topic: string | undefined }) {
  return (
    <nav aria-label="Pages of articles" className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={resourcesPagePath(page - 1, topic)} rel="prev" className={pageLink}>
          <span aria-hidden="true">←&nbsp;</span>Newer articles
        </Link>
      ) : (
        <span />
      )}
      <p className="text-[var(--color-muted)]">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={resourcesPagePath(page + 1, topic)} rel="next" className={pageLink}>
          Older articles<span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
