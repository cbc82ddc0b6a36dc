import { defineField } from "sanity";
import { requiredText } from "./required-text";

const ALT_MISSING = "Describe the image for people who cannot see it (alternative text).";

/** Every article image needs a description for people who cannot see it (WCAG 1.1.1). */
export const altTextField = defineField({
  name: "alt",
  type: "string",
  title: "Alternative text",
  description: "Describe what the image shows for people who cannot see it, in one sentence.",
  validation: (rule) => [
    requiredText(rule, ALT_MISSING),
    rule.max(250).warning("Keep the description under 250 characters; put longer explanations in the text."),
  ],
});

export const captionField = defineField({
  name: "caption",
  type: "string",
  title: "Caption",
  description: "Optional. Shown under the image.",
});
