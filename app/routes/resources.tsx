import { data, redirect } from "react-router";
import { Link } from "~/components/page-link";
import { InsightCards } from "~/components/blocks/insight-cards";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { editAttributes } from "~/preview/edit-attributes.server";
import { parseResourcesPage, RESOURCES_PATH, resourcesPageCount, resourcesPagePath, resourcesPageSlice } from "~/pages/resources-pages";
import { pageSeo, seo } from "~/pages/seo";
import { resourcesPageQuery } from "~/content/queries";
import { required } from "~/pages/page-content.server";
import { insightCards } from "~/pages/insight-cards.server";
import { shownSeo } from "~/pages/seo.server";
import { blockStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/resources";

/** The article cards are a card grid (blocks.css), so no card is left alone on its row. */
export const links: Route.LinksFunction = () => [blockStylesheet];

export async function loader({ context, params }: Route.LoaderArgs) {
  const content = context.content;
  const page = params.page === undefined ? 1 : parseResourcesPage(params.page);
  if (page === "first") throw redirect(RESOURCES_PATH, 301);
  const first = resourcesPageSlice(1);
  // The first page's answer (kept anyway) says how many pages there are, so a page past the end costs no query.
  const [firstPage, text] = await Promise.all([content.insightPage(first.start, first.end), content.run(resourcesPageQuery).then(required)]);
  const pages = resourcesPageCount(firstPage.total);
  if (page === undefined || page > pages) {
    return data({ page: 0, pages, cards: [], text }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  }
  const { start, end } = resourcesPageSlice(page);
  const { items } = page === 1 ? firstPage : await content.insightPage(start, end);
  // Cards carry only what they show: the excerpt is cut here, not in the browser.
  return {
    page,
    pages,
    text,
    seo: shownSeo(context, text.seo),
    textEdit: editAttributes(context, { id: text._id, type: text._type }, ["title", "intro", "empty"] as const),
    cards: insightCards(context, items),
  };
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { page = 0, pages = 1, text } = args.loaderData ?? {};
  const title = text?.seo?.title || text?.title || "";
  if (page === 0) return seo(args, { title: "Page not found", noindex: true });
  const neighbours = [
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: resourcesPagePath(page - 1) }] : []),
    ...(page < pages ? [{ tagName: "link", rel: "next", href: resourcesPagePath(page + 1) }] : []),
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
  const { cards, page, pages, text } = loaderData;
  const textEdit = "textEdit" in loaderData ? loaderData.textEdit : undefined;
  if (page === 0) {
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl font-bold">Page not found.</h1>
        <p className="mt-4">
          There are {pages} {pages === 1 ? "page" : "pages"} of articles. <Link to={RESOURCES_PATH}>See the newest</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="container-page py-12">
      <h1 className="text-3xl font-bold sm:text-4xl" data-sanity={textEdit?.title}>
        {text.title}
        {page > 1 ? (
          <span className="block text-xl font-semibold text-[var(--color-muted)] sm:text-2xl">
            Page {page} of {pages}
          </span>
        ) : null}
      </h1>
      <p className="mt-3 max-w-prose text-[var(--color-muted)]" data-sanity={textEdit?.intro}>
        {text.intro}
      </p>
      {cards.length === 0 ? (
        <p className="mt-10" data-sanity={textEdit?.empty}>
          {text.empty}
        </p>
      ) : (
        <InsightCards cards={cards} level={2} priorityFirst />
      )}
      {pages > 1 ? <PageLinks page={page} pages={pages} /> : null}
    </div>
  );
}

const pageLink = "inline-flex min-h-11 items-center rounded-md border border-[var(--color-line)] px-4 font-semibold no-underline hover:bg-[var(--color-line)]";

function PageLinks({ page, pages }: { page: number; pages: number }) {
  return (
    <nav aria-label="Pages of articles" className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={resourcesPagePath(page - 1)} rel="prev" className={pageLink}>
          <span aria-hidden="true">←&nbsp;</span>Newer articles
        </Link>
      ) : (
        <span />
      )}
      <p className="text-[var(--color-muted)]">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={resourcesPagePath(page + 1)} rel="next" className={pageLink}>
          Older articles<span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
