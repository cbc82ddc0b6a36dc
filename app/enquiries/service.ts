/**
 * The contract between the places that receive enquiries (POST /api/contact,
 * the /contact route's action for visitors without JavaScript) and the
 * service that checks, stores and notifies. Types only: the browser bundle
 * may import it.
 */
import type { FieldErrors, RequestedDocument } from "./fields";

export type SubmissionMeta = {
  /** The client's address (X-Forwarded-For only when TRUST_PROXY is set). */
  ip: string;
  userAgent?: string;
  /** The signed token the contact page was rendered with (minimum time between render and submit). */
  formToken?: string;
  /** The honeypot field's value: anything but "" marks the enquiry as spam. */
  honeypot?: string;
  via: "api" | "form";
  /**
   * The page of this site the request came from: the page the form was posted to, or an API call's same-site
   * Referer. It fills the enquiry's source page when the enquiry names none (an older page, a script).
   */
  page?: string;
  /** Carried into the service's log lines, so they join the request's. */
  requestId?: string;
};

export type SubmitOutcome =
  /** Stored durably (a spam submission gets the same answer, is marked, and notifies no one). */
  | { kind: "accepted"; id: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** The database could not take it: an honest 503, never a lost "success". */
  | { kind: "unavailable"; retryAfterSeconds: number };

export interface EnquiryService {
  /** A token for the contact page, recording when it was rendered. */
  issueFormToken(): string;
  submit(raw: unknown, meta: SubmissionMeta): Promise<SubmitOutcome>;
  /** A document's short form (name, e-mail, organisation), stored as an enquiry naming the document, by the same checks and limits. */
  requestDocument(raw: unknown, document: RequestedDocument, meta: SubmissionMeta): Promise<SubmitOutcome>;
}

/** Where the browser sends the form token and the honeypot value alongside the JSON enquiry. */
export const FORM_TOKEN_HEADER = "X-Form-Token";
export const HONEYPOT_HEADER = "X-Honeypot";
/** The hidden inputs carrying the same for the no-JavaScript form. */
export const FORM_TOKEN_FIELD = "formToken";
export const HONEYPOT_FIELD = "website";
