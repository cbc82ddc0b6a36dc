/**
 * The list of a form's problems above its fields (GOV.UK's error summary pattern): each problem a link to its
 * field, and following the link moves focus into the field where a script runs (without one, the link's
 * fragment scrolls to it).
 */
import { fieldId } from "./fields";

export function ErrorSummary({ keys, errors }: { keys: readonly string[]; errors: Partial<Record<string, string>> }) {
  if (keys.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of links to the fields; a <fieldset> would wrap no control.
    <div className="error-summary" role="group" aria-labelledby="error-summary-title">
      <h3 id="error-summary-title" className="error-summary-title">
        There is a problem
      </h3>
      <ul className="error-summary-list">
        {keys.map((key) => (
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
  );
}
