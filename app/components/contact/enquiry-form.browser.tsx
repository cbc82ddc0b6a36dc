/**
 * The enquiry form's island (decision 035): the one script a page with the form loads. Built apart from the
 * site (vite.form.config.ts), with `react` and `react-dom` standing for preact/compat, so the same EnquiryForm
 * the server draws with React is hydrated here by Preact, over the server's HTML, with the props the page wrote
 * beside it. Then the page is marked ready, as the root's ready script does on a page without a form.
 */
import { hydrateRoot } from "react-dom/client";
import { EnquiryForm } from "./enquiry-form";
import { ISLAND_ATTRIBUTE, type EnquiryFormProps } from "./enquiry-form-island";

for (const wrapper of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const data = wrapper.nextElementSibling;
  if (!(data instanceof HTMLScriptElement) || data.type !== "application/json") continue;
  const props = JSON.parse(data.text) as EnquiryFormProps;
  hydrateRoot(wrapper, <EnquiryForm {...props} />);
}
document.documentElement.dataset.ready = "";
