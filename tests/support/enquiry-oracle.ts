/**
 * Whether an enquiry is valid, decided from the product's rules (the enquiry
 * object, the e-mail, phone and state checks) and the documented length limits, written
 * without the code under test (app/enquiries/), so a test that compares the
 * two can find a bug in either.
 */

const US_STATE_CODES = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR " +
    "PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI"
  ).split(" "),
);

const PRODUCTS = ["dccm", "paracelsus", "emr", "lcms", "other"];

/** Section fields and their longest length in characters; participants is a number. */
const SECTIONS: Record<string, Record<string, number | "count">> = {
  dccm: { courtName: 120, participants: "count", programType: 120, additionalDetails: 1000 },
  paracelsus: { labName: 120, contactFirstName: 100, contactLastName: 100, equipment: 120, additionalDetails: 1000 },
  emr: { labName: 120, vendorName: 120, manufacturer: 120, additionalDetails: 1000 },
  lcms: { labName: 120, analyzerType: 120, manufacturer: 120, additionalDetails: 1000 },
};
const MULTI_LINE = new Set(["additionalDetails"]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A one-line answer holds no control character (C0, DEL, C1), no line or paragraph separator, no bidi
 * override, embedding or isolate; a multi-line one may hold tab and every kind of line break. Neither holds half of a
 * surrogate pair.
 */
function hasControl(text: string, multiLine: boolean): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const lineBreak = ["\n", "\r", "\v", "\f", "\u0085", "\u2028", "\u2029"].includes(char);
    if (multiLine && (char === "\t" || lineBreak)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)) return true;
    if (!multiLine && (lineBreak || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069))) return true;
  }
  return false;
}

/** A text field: a string (or left out when optional), at most `limit` characters once trimmed, no control characters. */
function okText(value: unknown, limit: number, options: { required?: boolean; multiLine?: boolean } = {}): boolean {
  if (value === undefined) return !options.required;
  if (typeof value !== "string") return false;
  const text = value.trim();
  if (options.required && text.length === 0) return false;
  return text.length <= limit && !hasControl(text, options.multiLine ?? false);
}

/** Text, at sign, text, dot, text, no spaces (section 5). */
function okEmail(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const email = value.trim();
  if (email.length > 254 || /\s/.test(email) || hasControl(email, false)) return false;
  const parts = email.split("@");
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  // A dot with text on both sides somewhere in the domain.
  return local.length > 0 && domain.slice(1, -1).includes(".");
}

/** The mask (000) 000-0000, completely filled (section 5). */
function okPhone(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const phone = value.trim();
  const shape = "(ddd) ddd-dddd";
  return phone.length === shape.length && [...shape].every((c, i) => (c === "d" ? phone[i]! >= "0" && phone[i]! <= "9" : phone[i] === c));
}

/** Whole numbers (step 1) from 0, as a number or as the digits a number input's value holds; empty is allowed. */
function okCount(value: unknown): boolean {
  // Fifteen digits at most: a longer string is no number a form sends (and past exact integers in JavaScript).
  const count = typeof value === "string" && /^[0-9]{1,15}$/.test(value) ? Number(value) : value;
  return value === undefined || value === null || value === "" || (typeof count === "number" && Number.isInteger(count) && count >= 0 && count <= 100_000);
}

export function validBySpec(input: unknown): boolean {
  if (!isObject(input)) return false;
  const required = ["firstName", "lastName", "city"].every((key) => okText(input[key], 100, { required: true }));
  if (!required || !okEmail(input.email) || !okPhone(input.phone)) return false;
  if (typeof input.state !== "string" || !US_STATE_CODES.has(input.state.trim())) return false;
  if (!okText(input.message, 3000, { multiLine: true })) return false;

  const products = input.products;
  if (products !== undefined && !isObject(products)) return false;
  const ticked = (key: string) => isObject(products) && products[key] === true;
  if (isObject(products) && !PRODUCTS.every((key) => products[key] === undefined || typeof products[key] === "boolean")) return false;

  // Only a ticked product's details count: the others are discarded unread.
  for (const [section, fields] of Object.entries(SECTIONS)) {
    if (!ticked(section)) continue;
    const details = input[section];
    if (details === undefined) continue;
    if (!isObject(details)) return false;
    for (const [name, limit] of Object.entries(fields)) {
      const ok = limit === "count" ? okCount(details[name]) : okText(details[name], limit, { multiLine: MULTI_LINE.has(name) });
      if (!ok) return false;
    }
  }
  return !ticked("other") || okText(input.otherDetails, 1000, { multiLine: true });
}
