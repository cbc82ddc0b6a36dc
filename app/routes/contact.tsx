import { data } from "react-router";
import { EnquiryForm, type FormOutcome } from "~/components/contact/enquiry-form";
import { PageHero } from "~/components/page-hero";
import { answerTo } from "~/enquiries/answer";
import { enquiryFromFormData } from "~/enquiries/form-data";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/enquiries/service";
import { CACHE_PRIVATE, pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import { formatAddress, site } from "~/lib/site";
import { formStylesheet } from "~/styles/stylesheets";
import type { Route } from "./+types/contact";

/** The no-JavaScript form's body: far above the largest enquiry, far below anything harmful. */
const MAX_FORM_BYTES = 64 * 1024;

export const headers = pageHeaders;

export const links: Route.LinksFunction = () => [formStylesheet];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Contact Us", description: "Ask about DCCM or Paracelsus LIS, request a demo, or reach our help desk." });

export function loader({ context }: Route.LoaderArgs) {
  return data({ formToken: context.enquiries.issueFormToken() }, { headers: { "Cache-Control": CACHE_PRIVATE } });
}

/** The form without JavaScript: the same checks and storage as POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const length = Number(request.headers.get("content-length") ?? "NaN");
  if (!Number.isFinite(length) || length > MAX_FORM_BYTES) {
    throw data("The form is too large.", { status: length > MAX_FORM_BYTES ? 413 : 411 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
  const values = enquiryFromFormData(form);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const outcome = await context.enquiries.submit(values, {
    via: "form",
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    formToken: field(FORM_TOKEN_FIELD),
    honeypot: field(HONEYPOT_FIELD),
    requestId: context.requestId,
  });
  const answer = answerTo(outcome);
  const page: FormOutcome =
    outcome.kind === "accepted" ? { status: "sent" } : outcome.kind === "invalid" ? { status: "invalid", errors: outcome.errors, values } : { status: "failed", values };
  return data(page, { status: answer.status, headers: { ...answer.headers, "Cache-Control": CACHE_PRIVATE } });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="How Can We Help?">
        <p>
          Tell us about your court, agency or laboratory: the program you run, the tests you process, the systems you need to
          connect. A member of our team will get back to you within one business day.
        </p>
      </PageHero>
      <div className="container-page contact-layout">
        <section className="contact-blocks" aria-labelledby="reach-us">
          <h2 id="reach-us" className="contact-blocks-title">
            Other ways to reach us
          </h2>
          <div className="contact-block">
            <h3 className="contact-block-title">Customer support</h3>
            <p>
              <a href={site.phone.href} className="whitespace-nowrap">
                {site.phone.display}
              </a>
              <br />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p className="contact-block-note">{site.supportHours}</p>
          </div>
          <div className="contact-block">
            <h3 className="contact-block-title">Headquarters</h3>
            <address>
              {formatAddress(site.headquarters).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
          <div className="contact-block">
            <h3 className="contact-block-title">Mailing address</h3>
            <address>
              {formatAddress(site.mailing).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </section>
        <EnquiryForm formToken={loaderData.formToken} outcome={actionData} />
      </div>
    </>
  );
}
