/**
 * The enquiry form posted without JavaScript to the page that shows it (Contact, or a page editors built with
 * the form section, such as Request a Demo): the same checks, limits and storage as POST /api/contact, answered
 * on that page with the form's outcome (sent, or the visitor's values with what went wrong) and the API's status.
 * Every form shares the per-address and site-wide limits: one sender gets one allowance, however many pages
 * carry the form.
 */
import { data, type AppLoadContext } from "react-router";
import { answerTo, formOutcome } from "./answer";
import { enquiryFromFormData } from "./form-data";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./service";

/** The no-JavaScript form's body: far above the largest enquiry, far below anything harmful. */
export const MAX_FORM_BYTES = 64 * 1024;

type FormContext = Pick<AppLoadContext, "enquiries" | "clientIp" | "requestId">;

/**
 * A form posted without JavaScript, read within MAX_FORM_BYTES (411 without a length, 413 past it, 400 when
 * unreadable), with what the enquiry service is told of its sending (the token, the honeypot, the sender, the page).
 */
export async function readPostedForm(request: Request, context: FormContext, page = new URL(request.url).pathname) {
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
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const sending = {
    via: "form" as const,
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    formToken: field(FORM_TOKEN_FIELD),
    honeypot: field(HONEYPOT_FIELD),
    requestId: context.requestId,
    page,
  };
  return { form, field, sending };
}

/** A route's action for the form; `cacheControl` is the page's own (private: the outcome is one visitor's). */
export async function enquiryFormAction(request: Request, context: FormContext, cacheControl: string) {
  const { form, sending } = await readPostedForm(request, context);
  const values = enquiryFromFormData(form);
  const outcome = await context.enquiries.submit(values, sending);
  const answer = answerTo(outcome);
  return data(formOutcome(outcome, values), { status: answer.status, headers: { ...answer.headers, "Cache-Control": cacheControl } });
}
