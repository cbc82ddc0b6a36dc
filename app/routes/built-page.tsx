import { data } from "react-router";
import { BuiltPageSections } from "~/blocks/built-page";
import { builtPageBlocks, hasEnquiryForm, shownSections } from "~/blocks/sections.server";
import { NotFound } from "~/components/not-found";
import { builtPageQuery } from "~/content/queries";
import { CACHE_NOT_FOUND, CACHE_PAGE, CACHE_PRIVATE, pageHeaders } from "~/lib/http";
import { enquiryFormAction } from "~/enquiries/form-post.server";
import { sourceOfRequest } from "~/enquiries/source";
import { chromeOf } from "~/pages/navigation";
import { builtPageAt, takesEnquiryPost } from "~/pages/page-content.server";
import { pageSeo, seo } from "~/pages/seo";
import { shownSeo } from "~/pages/seo.server";
import { structuredData, webPage } from "~/pages/structured-data.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { blockStylesheet, formStylesheet } from "~/styles/stylesheets";
import type { PageHandle } from "~/pages/page-handle";
import type { Route } from "./+types/built-page";

/**
 * A page editors made in the Studio from the site's blocks, at
 * /<slug> or /<parent>/<slug> (app/routes.ts): found by its address in the
 * list every page reads, 301 from an address it had; otherwise the
 * not-found page (this route answers every address of one or two segments
 * that no other route has, as routes/not-found.tsx does beyond them).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  const entry = await builtPageAt(context.content, pathname, search);
  const page = entry ? await context.content.run(builtPageQuery, { id: entry.id }) : null;
  if (!page) return data({ found: false as const }, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
  const sections = await shownSections(context, page.sections);
  const hero = sections.find((section) => section._type === "hero");
  const description = page.seo?.description ?? (hero?._type === "hero" ? hero.lead : undefined) ?? "";
  const form = hasEnquiryForm(sections);
  const edit = editAttributes(
    context,
    { id: page._id, type: page._type },
    sections.map((section) => `sections[_key=="${section._key}"]`),
  );
  // The sections that do nothing in the browser arrive as HTML (decision 025).
  const { blocks, imagePreloads } = await builtPageBlocks(sections, {
    url: new URL(pathname, request.url).href,
    chrome: chromeOf(await context.content.site()),
    edit: edit ? Object.fromEntries(sections.map((section) => [section._key, edit[`sections[_key=="${section._key}"]`]])) : undefined,
  });
  return data(
    {
      found: true as const,
      page: { title: page.title },
      blocks,
      imagePreloads,
      // A page without the form has no form rules. Named here, so the browser's copy of this route holds no stylesheet
      // module: the build would put it, and the fixed pages' headline band beside it, in the page's first load.
      stylesheets: form ? [blockStylesheet, formStylesheet] : [blockStylesheet],
      seo: shownSeo(context, page.seo),
      heroTitle: hero?._type === "hero" ? hero.title : page.title,
      ...(form
        ? { formToken: context.enquiries.issueFormToken(), formSource: sourceOfRequest(request.url, request.headers.get("referer"), context.env.SITE_URL) }
        : {}),
      jsonLd: await structuredData(
        { request, context },
        { name: page.title, about: (siteUrl, path, by) => [webPage({ name: page.seo?.title ?? page.title, description, path }, siteUrl, by)] },
      ),
    },
    // Like Contact, a page with the form is drawn for one visitor (its form token); any other is shared and kept by the render cache.
    { headers: { "Cache-Control": form ? CACHE_PRIVATE : CACHE_PAGE } },
  );
}

/**
 * The enquiry form posted without JavaScript (Request a Demo): answered on this page, as Contact answers its own.
 * Only a page with the form takes a POST (server/request-limits.ts refuses it elsewhere before this runs).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!(await takesEnquiryPost(context.content, new URL(request.url).pathname))) {
    throw data("This page takes no form.", { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": CACHE_PRIVATE } });
  }
  return enquiryFormAction(request, context, CACHE_PRIVATE);
}

export const headers = pageHeaders;

/** A page may carry the enquiry form, which acts in the browser as an island. */
export const handle: PageHandle = {
  form: (data: Awaited<ReturnType<typeof loader>>["data"]) => data.found && Boolean(data.formToken),
};

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded?.found) return seo(args, { title: "Page not found", noindex: true });
  // The stylesheets the page's blocks use (the not-found page uses none of them).
  return [...pageSeo(args, loaded.seo, { title: loaded.heroTitle }), ...loaded.stylesheets.map((sheet) => ({ tagName: "link", ...sheet }))];
};

export default function BuiltPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  return (
    <BuiltPageSections
      blocks={loaderData.blocks}
      imagePreloads={loaderData.imagePreloads}
      formToken={loaderData.formToken}
      formSource={loaderData.formSource}
      formOutcome={actionData}
    />
  );
}
