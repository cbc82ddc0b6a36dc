/**
 * Form fields that wire their label, hint and error message the same way
 * every time: aria-invalid when the message shows, aria-describedby naming it.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** "dccm.courtName" → "field-dccm-courtName": ids for labels, messages and summary links. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, "-")}`;

type Common = { name: string; label: string; error?: string; hint?: string; required?: boolean };

function describedBy(name: string, error?: string, hint?: string) {
  const ids = [hint ? `${fieldId(name)}-hint` : "", error ? `${fieldId(name)}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Frame({ name, label, error, hint, required, children }: Common & { children: ReactNode }) {
  return (
    <div className={`form-field${error ? " form-field--error" : ""}`}>
      <label htmlFor={fieldId(name)} className="form-label">
        {label}
        {/* Said by the required attribute already; shown for sighted visitors. */}
        {required ? (
          <span className="form-required" aria-hidden="true">
            {" "}
            (required)
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(name)}-error`} className="form-error">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function TextField({ name, label, error, hint, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} required={required}>
      <input
        id={fieldId(name)}
        name={name}
        className="form-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...input}
      />
    </Frame>
  );
}

export function TextArea({ name, label, error, hint, required, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={fieldId(name)}
        name={name}
        className="form-input form-textarea"
        rows={4}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...input}
      />
    </Frame>
  );
}

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} required={required}>
      <select
        id={fieldId(name)}
        name={name}
        className="form-input form-select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}
