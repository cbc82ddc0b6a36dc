import type { StringRule } from "sanity";

/** Required, and not just spaces: a blank title or alt text is as missing as none. */
export function requiredText(rule: StringRule, message: string) {
  return rule
    .required()
    .custom((value) => (value === undefined || value.trim() !== "" ? true : message))
    .error(message);
}
