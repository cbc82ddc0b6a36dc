/**
 * The enquiry form: the product sections, the fields and their checks, the
 * notices after sending. With JavaScript it checks
 * the enquiry with the shared schema and sends it as JSON to /api/contact;
 * without, the same form posts to the page it is on (no `action`: Contact, or
 * a built page with the form section), whose action answers there with the
 * same messages (app/enquiries/form-post.server.ts). Product sections are revealed by CSS (:has), so they work
 * either way.
 *
 * In the browser it runs as an island (./enquiry-form-island.tsx): Preact hydrates it alone, so it uses only
 * what React and preact/compat both have, and nothing of React Router's.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  emptyEnquiry,
  FIELDS,
  fieldsOf,
  MESSAGES,
  PRODUCTS,
  valueAt,
  withValue,
  type EnquiryInput,
  type FieldErrors,
  type FieldSpec,
  type ProductKey,
} from "~/enquiries/fields";
import { useLazyValidator } from "~/enquiries/lazy-validator";
import { formatPhone } from "~/enquiries/phone-mask";
import type { FormOutcome } from "~/enquiries/answer";
import type { ParseResult } from "~/enquiries/schema";
import { FORM_TOKEN_FIELD, FORM_TOKEN_HEADER, HONEYPOT_FIELD, HONEYPOT_HEADER } from "~/enquiries/service";
import type { EnquirySource } from "~/enquiries/source";
import { US_STATES } from "~/lib/us-states";
import { ErrorSummary } from "./error-summary";
import { fieldId, SelectField, TextArea, TextField } from "./fields";

export type { FormOutcome } from "~/enquiries/answer";

type Status = "idle" | "sending" | "sent" | "failed";

const ALL_FIELDS: readonly FieldSpec[] = FIELDS;
/** Above the product sections: the contact details; below them: the free-text message. */
const CONTACT_FIELDS = ALL_FIELDS.filter((field) => !field.product && !field.hidden && field.kind !== "textarea");
const CLOSING_FIELDS = ALL_FIELDS.filter((field) => !field.product && !field.hidden && field.kind === "textarea");
/** Where the enquiry came from: hidden inputs, so the form carries them with JavaScript or without. */
const SOURCE_FIELDS = ALL_FIELDS.filter((field) => field.hidden);
/** Focus and the error summary follow the order the fields appear in, which is FIELDS' order. */
const FIELD_ORDER = ALL_FIELDS.map((field) => field.name);

/**
 * The empty form, with the interest a page ticks in advance (a built page's form section, or the product of
 * the page whose Request a Demo opened Contact) and where the enquiry comes from.
 */
function freshEnquiry(interest: ProductKey | undefined, source: EnquirySource | undefined): EnquiryInput {
  const enquiry = emptyEnquiry();
  return { ...enquiry, ...(source ? { source } : {}), products: { ...enquiry.products, ...(interest ? { [interest]: true } : {}) } };
}

export function EnquiryForm({
  formToken,
  outcome,
  interest,
  source,
}: {
  formToken: string;
  outcome?: FormOutcome;
  interest?: ProductKey | undefined;
  /** What the page's request told of where the enquiry comes from (sourceOfRequest). */
  source?: EnquirySource | undefined;
}) {
  const [values, setValues] = useState<EnquiryInput>(() => (outcome && outcome.status !== "sent" ? outcome.values : freshEnquiry(interest, source)));
  // Messages show from the first submit attempt on, then follow the visitor's corrections.
  const [attempted, setAttempted] = useState(outcome?.status === "invalid");
  const [status, setStatus] = useState<Status>(outcome?.status === "sent" ? "sent" : outcome?.status === "failed" ? "failed" : "idle");
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>(outcome?.status === "invalid" ? outcome.errors : undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  // Each token serves one enquiry: the answer to a sent one carries the next (app/enquiries/contact-api.server.ts).
  const [token, setToken] = useState(formToken);
  const notice = useRef<HTMLDivElement>(null);
  // Counts refused submits: each one moves focus to the first invalid field, even when nothing else changed.
  const [refusals, setRefusals] = useState(0);

  // The validator loads when the visitor first moves into the form (onFocus below), or at once after a refused submit.
  const [parse, loadParse] = useLazyValidator(attempted);
  const checked = attempted && !serverErrors ? parse?.(values) : undefined;
  const errors: FieldErrors = attempted ? (serverErrors ?? (checked && !checked.ok ? checked.errors : {})) : {};
  const errorKeys = FIELD_ORDER.filter((key) => errors[key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal moves focus, not every keystroke.
  useEffect(() => {
    const first = errorKeys[0];
    if (refusals > 0 && first) document.getElementById(fieldId(first))?.focus();
  }, [refusals]);

  useEffect(() => {
    if (status === "sent" || status === "failed") notice.current?.focus();
  }, [status]);

  const update = (name: string, value: string | number) => {
    setServerErrors(undefined);
    if (status === "sent" || status === "failed") setStatus("idle");
    setValues((current) => withValue(current, name, value));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    setServerErrors(undefined);
    setAttempted(true);
    let result: ParseResult;
    try {
      result = (parse ?? (await loadParse()))(values);
    } catch {
      setStatus("failed");
      return;
    }
    if (!result.ok) {
      setRefusals((count) => count + 1);
      setStatus("idle");
      return;
    }
    setStatus("sending");
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          [FORM_TOKEN_HEADER]: token,
          [HONEYPOT_HEADER]: honeypot.current?.value ?? "",
        },
        // The checked enquiry: trimmed, with the sections of unticked products emptied.
        body: JSON.stringify(result.enquiry),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const answer = (await response.json().catch(() => ({}))) as { formToken?: unknown };
      if (typeof answer.formToken === "string") setToken(answer.formToken);
      // The next enquiry from this page comes from where this one did.
      setValues((current) => ({ ...freshEnquiry(interest, undefined), source: current.source }));
      setAttempted(false);
      setStatus("sent");
    } catch {
      setStatus("failed");
    }
  }

  /** One field, drawn by its kind; the browser stops typing where the server's limit would refuse. */
  const field = (spec: FieldSpec) => {
    const common = {
      name: spec.name,
      label: spec.label,
      hint: spec.hint,
      required: Boolean(spec.required),
      autoComplete: spec.autoComplete,
      error: errors[spec.name],
    };
    const value = valueAt(values, spec.name) ?? "";
    switch (spec.kind) {
      case "state":
        return (
          <SelectField key={spec.name} {...common} value={value} onChange={(event) => update(spec.name, event.currentTarget.value)}>
            <option value="">Select a state or territory</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        );
      case "phone":
        // No maxLength: a pasted "+1 850.555.0199" would be cut before the mask sees it.
        return (
          <TextField
            key={spec.name}
            {...common}
            type="tel"
            inputMode="tel"
            placeholder="(000) 000-0000"
            value={value}
            onChange={(event) => update(spec.name, formatPhone(event.currentTarget.value))}
          />
        );
      case "textarea":
        return (
          <TextArea
            key={spec.name}
            {...common}
            rows={spec.limit > 1000 ? 5 : 4}
            maxLength={spec.limit}
            value={value}
            onChange={(event) => update(spec.name, event.currentTarget.value)}
          />
        );
      case "number":
        return (
          <TextField
            key={spec.name}
            {...common}
            type="number"
            min={0}
            max={spec.limit}
            step={1}
            inputMode="numeric"
            value={value}
            onChange={(event) => {
              const raw = event.currentTarget.value;
              update(spec.name, raw !== "" && Number.isFinite(Number(raw)) ? Number(raw) : raw);
            }}
          />
        );
      case "email":
      case "text":
        return (
          <TextField
            key={spec.name}
            {...common}
            type={spec.kind}
            {...(spec.kind === "email" ? { inputMode: "email" as const } : {})}
            maxLength={spec.limit}
            value={value}
            onChange={(event) => update(spec.name, event.currentTarget.value)}
          />
        );
    }
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadParse().catch(() => undefined)}
      className="enquiry-form"
      aria-labelledby="enquiry-form-title"
      aria-busy={status === "sending"}
    >
      <h2 id="enquiry-form-title" className="form-title">
        Send us a message
      </h2>
      <p className="form-intro">Fields marked (required) must be filled in. We answer within one business day.</p>

      <div ref={notice} tabIndex={-1} className="form-notice-slot">
        {status === "sent" ? (
          <div role="alert" className="form-notice form-notice--success">
            {MESSAGES.submitted}
          </div>
        ) : status === "failed" ? (
          <div role="alert" className="form-notice form-notice--error">
            {MESSAGES.failed}
          </div>
        ) : null}
      </div>

      <ErrorSummary keys={errorKeys} errors={errors} />

      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {SOURCE_FIELDS.map((spec) => (
        <input key={spec.name} type="hidden" name={spec.name} value={valueAt(values, spec.name) ?? ""} />
      ))}
      {/* A field people never see: bots fill it in, and their enquiry is set aside. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="field-website">Leave this field empty</label>
        <input ref={honeypot} id="field-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="form-grid">{CONTACT_FIELDS.map(field)}</div>

      <fieldset className="form-products">
        <legend className="form-label">Which products are you interested in?</legend>
        <div className="product-options">
          {PRODUCTS.map((product) => (
            <label key={product.key} className="product-option">
              <input
                type="checkbox"
                name={`products.${product.key}`}
                checked={values.products[product.key]}
                aria-controls={`section-${product.key}`}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setValues((current) => ({ ...current, products: { ...current.products, [product.key]: on } }));
                }}
              />
              <span>{product.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {PRODUCTS.map((product) => (
        <fieldset key={product.key} id={`section-${product.key}`} className="product-section" data-product={product.key}>
          <legend className="product-section-title">{product.legend}</legend>
          <div className="form-grid">
            {fieldsOf(product.key).map((spec) =>
              spec.kind === "textarea" ? (
                <div key={spec.name} className="form-grid-wide">
                  {field(spec)}
                </div>
              ) : (
                field(spec)
              ),
            )}
          </div>
        </fieldset>
      ))}

      {CLOSING_FIELDS.map(field)}

      <div className="form-actions">
        <button type="submit" className="button-primary" aria-disabled={status === "sending" || undefined}>
          {status === "sending" ? "Sending…" : "Send message"}
        </button>
      </div>
    </form>
  );
}
