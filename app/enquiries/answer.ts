/**
 * A submission's outcome as an HTTP answer, the same for POST /api/contact
 * (which sends the body as JSON) and the contact page's form without
 * JavaScript (which shows the page again with the status and headers).
 */
import type { EnquiryInput, FieldErrors } from "./fields";
import type { SubmitOutcome } from "./service";

export type SubmissionAnswer = {
  status: 201 | 400 | 429 | 503;
  headers: Record<string, string>;
  body: { id: string } | { errors: FieldErrors } | { error: string };
};

export function answerTo(outcome: SubmitOutcome): SubmissionAnswer {
  switch (outcome.kind) {
    case "accepted":
      return { status: 201, headers: {}, body: { id: outcome.id } };
    case "invalid":
      return { status: 400, headers: {}, body: { errors: outcome.errors } };
    case "rate-limited":
      return {
        status: 429,
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        body: { error: "Too many enquiries. Please try again later." },
      };
    case "unavailable":
      return {
        status: 503,
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        body: { error: "Enquiries cannot be received right now. Please try again later." },
      };
  }
}

/** What the form shows after a post without JavaScript: sent (emptied), or the visitor's values with what went wrong. */
export type FormOutcome = { status: "sent" } | { status: "invalid"; errors: FieldErrors; values: EnquiryInput } | { status: "failed"; values: EnquiryInput };

export function formOutcome(outcome: SubmitOutcome, values: EnquiryInput): FormOutcome {
  if (outcome.kind === "accepted") return { status: "sent" };
  return outcome.kind === "invalid" ? { status: "invalid", errors: outcome.errors, values } : { status: "failed", values };
}
