import { data } from "react-router";
import { EnquiryFormIsland } from "~/components/contact/enquiry-form-island";
import { PageHero } from "~/components/page-hero";
import { enquiryFormAction } from "~/enquiries/form-post.server";
import { productKeyOf } from "~/enquiries/fields";
import { PRODUCT_PARAMETER, sourceOfRequest } from "~/enquiries/source";
import { CACHE_PRIVATE, pageHeaders } from "~/lib/http";
import { pageSeo } from "~/pages/seo";
import { shownSeo } from "~/pages/seo.server";
import { useChrome } from "~/components/chrome/use-chrome";
import { contactPageQuery } from "~/content/queries";
import { required } from "~/pages/page-content.server";
import { editAttributes } from "~/preview/edit-attributes.server";
import { formStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/contact";
import { shownHeroArt } from "~/pages/hero-art.server";
import type { PageHandle } from "~/pages/page-handle";

/** The page carries the enquiry form, which acts in the browser as an island. */
export const handle: PageHandle = { form: true };

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [formStylesheet];

export const meta: Route.MetaFunction = (args) => pageSeo(args, args.loaderData?.seo, { title: args.loaderData?.page.hero?.title });

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = required(await context.content.run(contactPageQuery));
  const edit = editAttributes(context, { id: page._id, type: page._type }, ["hero", "otherWays"] as const);
  // Drawn for this visitor alone (CACHE_PRIVATE), so it may read its address (FORM_PAGE_QUERY_PARAMETERS): the product a
  // Request a Demo link ticks (/contact?product=dccm), and the campaign and the page before it (sourceOfRequest).
  const asked = new URL(request.url).searchParams.get(PRODUCT_PARAMETER);
  return data(
    {
      page,
      edit,
      heroArt: shownHeroArt(context, page.hero?.image),
      seo: shownSeo(context, page.seo),
      formToken: context.enquiries.issueFormToken(),
      interest: productKeyOf(asked),
      source: sourceOfRequest(request.url, request.headers.get("referer"), context.env.SITE_URL),
    },
    { headers: { "Cache-Control": CACHE_PRIVATE } },
  );
}

/** The form without JavaScript: the same checks and storage as POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  return enquiryFormAction(request, context, CACHE_PRIVATE);
}

/** The phone link from the intro to the form: fixed interface text, not content. */
const TO_FORM = "Skip to the enquiry form";

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { page, edit, heroArt } = loaderData;
  const chrome = useChrome();
  const ways = page.otherWays;
  const address = (lines: readonly string[] | undefined) => (
    <address>
      {(lines ?? []).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
  return (
    <>
      <PageHero
        title={page.hero?.title ?? ""}
        eyebrow={page.hero?.eyebrow}
        art={heroArt}
        emblem={page.hero?.emblem}
        edit={edit?.hero}
        actions={
          // Below 1024 px the form comes after the contact blocks, a screen or more down.
          <a href="#enquiry-form-title" className="button-light contact-to-form">
            {TO_FORM}
          </a>
        }
      >
        <p>{page.hero?.lead}</p>
      </PageHero>
      <div className="container-page contact-layout">
        <section className="contact-blocks" aria-labelledby="reach-us" data-sanity={edit?.otherWays}>
          <h2 id="reach-us" className="contact-blocks-title">
            {ways?.heading}
          </h2>
          <div className="contact-block">
            <h3 className="contact-block-title">{ways?.support}</h3>
            <p>
              {chrome.phone ? (
                <a href={chrome.phone.href} className="whitespace-nowrap">
                  {chrome.phone.display}
                </a>
              ) : null}
              <br />
              {chrome.email ? <a href={`mailto:${chrome.email}`}>{chrome.email}</a> : null}
            </p>
            <p className="contact-block-note">{chrome.supportHours}</p>
          </div>
          <div className="contact-block">
            <h3 className="contact-block-title">{ways?.headquarters}</h3>
            {address(chrome.headquarters)}
          </div>
          <div className="contact-block">
            <h3 className="contact-block-title">{ways?.mailing}</h3>
            {address(chrome.mailing)}
          </div>
        </section>
        <EnquiryFormIsland formToken={loaderData.formToken} outcome={actionData} interest={loaderData.interest} source={loaderData.source} />
      </div>
    </>
  );
}
