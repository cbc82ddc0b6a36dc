/**
 * The enquiry form's island (decision 035): the one script a page with the form loads. Built apart from the
 * site (vite.form.config.ts), with `react` and `react-dom` standing for preact/compat, so the same EnquiryForm
 * the server draws with React is hydrated here by Preact, over the server's HTML, with the props the page wrote
 * beside it. Then the page is marked ready, as the root's ready script does on a page without a form.
 */
import { hydrateRoot } from "react-dom/client";
import { EnquiryForm } from "./enquiry-form";
import { ISLAND_ATTRIBUTE, type EnquiryFormProps } from "./enquiry-form-island";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor changed before the island ran: a box ticked, or a value other than the server's. */
function changedBeforehand(control: Control): boolean {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

for (const wrapper of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const data = wrapper.nextElementSibling;
  if (!(data instanceof HTMLScriptElement) || data.type !== "application/json") continue;
  const props = JSON.parse(data.text) as EnquiryFormProps;
  hydrateRoot(wrapper, <EnquiryForm {...props} />);
  // Hydration keeps the page's elements as they are, not what was typed into them: told as the visitor's own
  // input, it reaches the form's state, which would otherwise draw the server's values back at its next change.
  for (const control of wrapper.querySelectorAll<Control>("input:not([type=hidden]), select, textarea")) {
    if (!changedBeforehand(control)) continue;
    const checkable = control instanceof HTMLSelectElement || (control instanceof HTMLInputElement && control.type === "checkbox");
    control.dispatchEvent(new Event(checkable ? "change" : "input", { bubbles: true }));
  }
}
document.documentElement.dataset.ready = "";
