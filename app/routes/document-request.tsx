/**
 * The page of a document behind the short form (/documents/<slug>): the form, posted to this page (it works
 * without JavaScript, and the page loads none for it); once the request is stored as an enquiry (the same checks,
 * limits and outbox as the contact form), the signed link to its file, good for DOCUMENT_LINK_HOURS. Drawn for
 * one visitor (its form token, its link): `private, no-store`, like /contact.
 */
import { data, redirect } from "react-router";
import { DocumentRequestForm, type DocumentRequestOutcome } from "~/components/contact/document-request-form";
import { PageHero } from "~/components/page-hero";
import { downloadBySlugQuery } from "~/content/queries";
import { fileAssetName } from "~/content/file-assets";
import { fileDescription } from "~/documents/file-url";
import { documentRequestPath } from "~/documents/request-path";
import { signedDocumentLink } from "~/documents/signed-link.server";
import { answerTo } from "~/enquiries/answer";
import { DOCUMENT_REQUEST_FIELDS, type DocumentRequest } from "~/enquiries/fields";
import { readPostedForm } from "~/enquiries/form-post.server";
import { CACHE_PRIVATE, pageHeaders } from "~/lib/http";
import { notFound, required } from "~/pages/page-content.server";
import { seo } from "~/pages/seo";
import { formStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/document-request";

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [formStylesheet];

export const meta: Route.MetaFunction = (args) => seo(args, { title: args.loaderData?.document.title ?? "Document", noindex: true });

type Context = Route.LoaderArgs["context"];

/** The published document for the short form at this address, with its file; else 404. */
async function gatedDocument(context: Context, slug: string | undefined) {
  const document = required(slug ? await context.content.run(downloadBySlugQuery, { slug }) : null);
  const asset = fileAssetName(document.fileRef);
  if (document.access !== "form" || !document.slug || !asset) return notFound();
  return {
    title: document.title ?? "",
    slug: document.slug,
    summary: document.summary ?? "",
    description: fileDescription(asset.extension, document.fileSize),
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const document = await gatedDocument(context, params.slug);
  // An address the document had before an editor changed it (bookmarked, printed, in an e-mail) leads to its form.
  if (document.slug !== params.slug) throw redirect(documentRequestPath(document.slug), 301);
  return data({ document, formToken: context.enquiries.issueFormToken() }, { headers: { "Cache-Control": CACHE_PRIVATE } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const document = await gatedDocument(context, params.slug);
  const page = documentRequestPath(document.slug);
  const { field, sending } = await readPostedForm(request, context, page);
  const values = Object.fromEntries(DOCUMENT_REQUEST_FIELDS.map(({ name }) => [name, field(name)])) as DocumentRequest;
  const submitted = await context.enquiries.requestDocument(values, { title: document.title, page }, sending);
  const answer = answerTo(submitted);
  let outcome: DocumentRequestOutcome;
  if (submitted.kind === "accepted") {
    // As for an enquiry, a request set aside (too fast, a reused token) is answered like any other: a bot learns nothing.
    const expiresAt = Date.now() + context.env.DOCUMENT_LINK_HOURS * 3_600_000;
    outcome = {
      status: "sent",
      link: signedDocumentLink(context.documentLinkSecret, document.slug, expiresAt),
      expiresAt: new Date(expiresAt).toISOString(),
    };
  } else if (submitted.kind === "invalid") outcome = { status: "invalid", errors: submitted.errors, values };
  else outcome = { status: "failed", message: "error" in answer.body ? answer.body.error : "Please try again later.", values };
  return data(
    { outcome, formToken: context.enquiries.issueFormToken() },
    { status: answer.status, headers: { ...answer.headers, "Cache-Control": CACHE_PRIVATE } },
  );
}

export default function DocumentRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { document } = loaderData;
  const outcome = actionData?.outcome;
  return (
    <>
      <PageHero title={document.title} eyebrow="Document" emblem="clipboard">
        <p>{document.summary}</p>
        <p>{document.description}</p>
      </PageHero>
      <div className="container-page py-12">
        {outcome?.status === "sent" ? (
          <section className="document-ready" aria-labelledby="document-ready-title">
            <h2 id="document-ready-title" className="enquiry-form-title">
              Your document is ready
            </h2>
            <p role="status">Thank you: we have your request.</p>
            <p>
              <a className="button-primary" href={outcome.link}>
                Download {document.title} ({document.description})
              </a>
            </p>
            <p>The link works for {Math.round((Date.parse(outcome.expiresAt) - Date.now()) / 3_600_000)} hours. After that, ask again on this page.</p>
          </section>
        ) : (
          <DocumentRequestForm formToken={actionData?.formToken ?? loaderData.formToken} outcome={outcome} title={document.title} />
        )}
      </div>
    </>
  );
}
