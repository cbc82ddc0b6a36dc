/**
 * CSV for staff exports. A cell that begins with = + - @ (or a tab or
 * carriage return) is prefixed with an apostrophe, so a spreadsheet shows it
 * as text instead of running it as a formula. A cell holding a comma, a quote,
 * any kind of line break (visitor-text.ts: a spreadsheet may start a row at
 * U+2028 or U+0085 as at CR or LF) or outer spaces is quoted.
 */
import { hasLineBreak } from "./visitor-text";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",]/.test(safe) || hasLineBreak(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: Array<string | number | boolean | null | undefined>): string {
  return values.map(csvCell).join(",");
}
