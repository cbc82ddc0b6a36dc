/**
 * The enquiry form (spec sections 3 to 5 and 8). With JavaScript it checks
 * the enquiry with the shared schema and sends it as JSON to /api/contact;
 * without, the same form posts to the page's action, which answers with the
 * same messages. Product sections are revealed by CSS (:has), so they work
 * either way.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLazyValidator } from "~/lib/load-path/lazy-validator";
import { payloadOf } from "~/lib/enquiry/form-data";
import { formatPhone } from "~/lib/enquiry/phone-mask";
import { emptyEnquiry, FIELD_ORDER, LIMITS, MESSAGES, type FieldErrors } from "~/lib/enquiry/form-model";
import type { EnquiryInput, ParseResult } from "~/lib/enquiry/schema";
import { FORM_TOKEN_FIELD, FORM_TOKEN_HEADER, HONEYPOT_FIELD, HONEYPOT_HEADER } from "~/lib/enquiry/service";
import { US_STATES } from "~/lib/enquiry/us-states";
import { fieldId, SelectField, TextArea, TextField } from "./fields";
import { PRODUCTS, valueAt, withValue } from "./product-sections";

export type FormOutcome = { status: "sent" } | { status: "invalid"; errors: FieldErrors; values: EnquiryInput } | { status: "failed"; values: EnquiryInput };

type Status = "idle" | "sending" | "sent" | "failed";

const LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  city: "City",
  state: "State",
};

const NAME_FIELDS = new Set(["firstName", "lastName", "city", "paracelsus.contactFirstName", "paracelsus.contactLastName"]);

/** The schema's length limit of each field, so the browser stops typing where the server would refuse. */
function maxLengthOf(name: string): number {
  if (name === "email") return LIMITS.email;
  if (name === "message") return LIMITS.message;
  if (name === "otherDetails" || name.endsWith("additionalDetails")) return LIMITS.details;
  return NAME_FIELDS.has(name) ? LIMITS.name : LIMITS.short;
}

export function EnquiryForm({ formToken, outcome }: { formToken: string; outcome?: FormOutcome }) {
  const [values, setValues] = useState<EnquiryInput>(() => (outcome && outcome.status !== "sent" ? outcome.values : emptyEnquiry()));
  // Messages show from the first submit attempt on, then follow the visitor's corrections.
  const [attempted, setAttempted] = useState(outcome?.status === "invalid");
  const [status, setStatus] = useState<Status>(outcome?.status === "sent" ? "sent" : outcome?.status === "failed" ? "failed" : "idle");
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>(outcome?.status === "invalid" ? outcome.errors : undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  // Counts refused submits: each one moves focus to the first invalid field, even when nothing else changed.
  const [refusals, setRefusals] = useState(0);

  // The validator loads when the visitor first moves into the form (onFocus below), or at once after a refused submit.
  const [parse, loadParse] = useLazyValidator(attempted);
  const checked = attempted && !serverErrors ? parse?.(values) : undefined;
  const errors: FieldErrors = attempted ? (serverErrors ?? (checked && !checked.ok ? checked.errors : {})) : {};
  const errorKeys = FIELD_ORDER.filter((key) => errors[key]);

  useEffect(() => {
    const first = errorKeys[0];
    if (refusals > 0 && first) document.getElementById(fieldId(first))?.focus();
    // Only a new refusal moves focus, not every keystroke.
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
          [FORM_TOKEN_HEADER]: formToken,
          [HONEYPOT_HEADER]: honeypot.current?.value ?? "",
        },
        body: JSON.stringify(payloadOf(values)),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      setValues(emptyEnquiry());
      setAttempted(false);
      setStatus("sent");
    } catch {
      setStatus("failed");
    }
  }

  const text = (name: string, extra: { required?: boolean; type?: string; autoComplete?: string; inputMode?: "numeric" | "email" | "tel" } = {}) => (
    <TextField
      name={name}
      label={LABELS[name] ?? name}
      value={valueAt(values, name)}
      onChange={(event) => update(name, event.currentTarget.value)}
      error={errors[name]}
      maxLength={maxLengthOf(name)}
      {...extra}
    />
  );

  return (
    <form method="post" action="/contact" noValidate onSubmit={onSubmit} onFocus={() => void loadParse().catch(() => undefined)} className="enquiry-form" aria-labelledby="enquiry-form-title" aria-busy={status === "sending"}>
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

      {errorKeys.length > 0 ? (
        <div className="error-summary" aria-labelledby="error-summary-title">
          <h3 id="error-summary-title" className="error-summary-title">
            There is a problem
          </h3>
          <ul className="error-summary-list">
            {errorKeys.map((key) => (
              <li key={key}>
                <a
                  href={`#${fieldId(key)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(key))?.focus();
                  }}
                >
                  {errors[key]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {/* A field people never see: bots fill it in, and their enquiry is set aside. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="field-website">Leave this field empty</label>
        <input ref={honeypot} id="field-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="form-grid">
        {text("firstName", { required: true, autoComplete: "given-name" })}
        {text("lastName", { required: true, autoComplete: "family-name" })}
        {text("email", { required: true, type: "email", autoComplete: "email", inputMode: "email" })}
        <TextField
          name="phone"
          label="Phone"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(000) 000-0000"
          hint="Ten digits, for example (850) 555-0100."
          value={values.phone}
          onChange={(event) => update("phone", formatPhone(event.currentTarget.value))}
          error={errors.phone}
        />
        {text("city", { required: true, autoComplete: "address-level2" })}
        <SelectField
          name="state"
          label="State"
          required
          autoComplete="address-level1"
          value={values.state}
          onChange={(event) => update("state", event.currentTarget.value)}
          error={errors.state}
        >
          <option value="">Select a state or territory</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>

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
            {product.fields.map((field) =>
              field.kind === "textarea" ? (
                <div key={field.name} className="form-grid-wide">
                  <TextArea
                    name={field.name}
                    label={field.label}
                    value={valueAt(values, field.name)}
                    onChange={(event) => update(field.name, event.currentTarget.value)}
                    error={errors[field.name]}
                    maxLength={maxLengthOf(field.name)}
                  />
                </div>
              ) : (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  type={field.kind === "number" ? "number" : "text"}
                  {...(field.kind === "number" ? { min: 0, step: 1, inputMode: "numeric" as const } : { maxLength: maxLengthOf(field.name) })}
                  value={valueAt(values, field.name)}
                  onChange={(event) => {
                    const raw = event.currentTarget.value;
                    update(field.name, field.kind === "number" && raw !== "" && Number.isFinite(Number(raw)) ? Number(raw) : raw);
                  }}
                  error={errors[field.name]}
                />
              ),
            )}
          </div>
        </fieldset>
      ))}

      <TextArea
        name="message"
        label="Message"
        rows={5}
        value={values.message}
        onChange={(event) => update("message", event.currentTarget.value)}
        error={errors.message}
        maxLength={LIMITS.message}
      />

      <div className="form-actions">
        <button type="submit" className="button-primary" aria-disabled={status === "sending" || undefined}>
          {status === "sending" ? "Sending…" : "Send message"}
        </button>
      </div>
    </form>
  );
}
