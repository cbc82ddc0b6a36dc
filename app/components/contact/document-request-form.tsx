/**
 * The short form of a document behind it (name, e-mail, organisation), drawn on the server and posted to its own
 * page: it works without JavaScript, and the page loads none for it. Its fields come from the enquiry field model
 * (DOCUMENT_REQUEST_FIELDS), wired as the contact form's are (./fields.tsx).
 */
import { DOCUMENT_REQUEST_FIELDS, type DocumentRequest, type FieldErrors } from "~/enquiries/fields";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/enquiries/service";
import { ErrorSummary } from "./error-summary";
import { TextField } from "./fields";

export type DocumentRequestOutcome =
  | { status: "sent"; link: string; expiresAt: string }
  | { status: "invalid"; errors: FieldErrors; values: DocumentRequest }
  | { status: "failed"; message: string; values: DocumentRequest };

export function DocumentRequestForm({ formToken, outcome, title }: { formToken: string; outcome?: DocumentRequestOutcome | undefined; title: string }) {
  const values = outcome && outcome.status !== "sent" ? outcome.values : undefined;
  const errors = outcome?.status === "invalid" ? outcome.errors : {};
  const errorKeys = DOCUMENT_REQUEST_FIELDS.map((field) => field.name).filter((name) => errors[name]);
  return (
    <form method="post" className="enquiry-form document-request-form" aria-labelledby="document-request-title" noValidate>
      <h2 id="document-request-title" className="enquiry-form-title">
        Your details
      </h2>
      <p>Tell us who you are and we will give you the link to {title} at once. We keep your request, as we keep every enquiry.</p>
      {outcome?.status === "failed" ? (
        <div role="alert" className="form-notice form-notice--error">
          {outcome.message}
        </div>
      ) : null}
      <ErrorSummary keys={errorKeys} errors={errors} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {/* A field people never see: bots fill it in, and their request is set aside. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="field-website">Leave this field empty</label>
        <input id="field-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="form-grid">
        {DOCUMENT_REQUEST_FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.kind === "email" ? "email" : "text"}
            autoComplete={field.autoComplete}
            maxLength={field.limit}
            required
            defaultValue={values?.[field.name] ?? ""}
            error={errors[field.name]}
          />
        ))}
      </div>
      <button type="submit" className="button-primary">
        Get the document
      </button>
    </form>
  );
}
