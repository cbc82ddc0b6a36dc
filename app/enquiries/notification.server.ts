/**
 * The staff notification for one enquiry: a plain-text and an HTML part with
 * every field escaped. No visitor input reaches a mail header, except the
 * visitor's address as Reply-To, and only when it is a plain address that
 * cannot smuggle in another header or recipient.
 */
import { FIELDS, fieldsOf, PRODUCTS, SOURCE_HEADING, valueAt, type Enquiry, type FieldSpec } from "./fields";
import { escapeHtml } from "~/lib/html";
import { staffTime } from "~/lib/staff-time";
import type { StoredEnquiry } from "./store.server";
import { US_STATES } from "~/lib/us-states";
import { indentLines, oneKindOfLineBreak } from "./visitor-text";

export type Notification = {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

// A conservative subset of RFC 5322 addresses: dot-atom local part, ASCII domain labels.
const SAFE_REPLY_TO =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

type Section = { heading: string; rows: Array<[string, string]> };

function shown(enquiry: Enquiry, field: FieldSpec): string {
  const value = valueAt(enquiry, field.name);
  if (field.kind === "state") return US_STATES.find(([code]) => code === value)?.[1] ?? String(value);
  return value === null ? "" : String(value);
}

const productsOf = (enquiry: Enquiry) => PRODUCTS.filter((product) => enquiry.products[product.key]);

/** What staff read for a source field left empty: an enquiry stored before sources were recorded has no page. */
const noSource = (field: FieldSpec) => (field.kind === "page" ? "(not recorded)" : "(none)");

/**
 * The contact details, the products chosen, each chosen product's section, then the rest, with the form's labels;
 * last, where the enquiry came from.
 */
function sections(enquiry: Enquiry): Section[] {
  const unsectioned = (FIELDS as readonly FieldSpec[]).filter((field) => !field.product && !field.hidden);
  const contact: Section = {
    heading: "Contact",
    rows: [
      ...unsectioned.filter((field) => field.kind !== "textarea").map((field): [string, string] => [field.label, shown(enquiry, field)]),
      [
        "Interested in",
        productsOf(enquiry)
          .map((product) => product.label)
          .join(", ") || "(none selected)",
      ],
      ...unsectioned.filter((field) => field.kind === "textarea").map((field): [string, string] => [field.label, shown(enquiry, field) || "(none)"]),
    ],
  };
  return [
    contact,
    ...productsOf(enquiry).map((product) => ({
      heading: product.label,
      rows: fieldsOf(product.key).map((field): [string, string] => [field.label, shown(enquiry, field)]),
    })),
    {
      heading: SOURCE_HEADING,
      rows: (FIELDS as readonly FieldSpec[])
        .filter((field) => field.hidden)
        .map((field): [string, string] => [field.label, shown(enquiry, field) || noSource(field)]),
    },
  ];
}

/** timeZone: the business's, which the arrival time is written in. */
export function renderNotification(stored: StoredEnquiry, timeZone: string): Notification {
  const { enquiry } = stored;
  const arrived = staffTime(stored.createdAt, timeZone);
  const products = productsOf(enquiry).map((product) => product.label);
  // Fixed words only: the visitor's name stays out of the header.
  const subject = `Website enquiry${products.length ? ` about ${products.join(", ")}` : ""} (${stored.id.slice(0, 8)})`;
  const blocks = sections(enquiry);
  const text = [
    `A new enquiry arrived through the website on ${arrived} (reference ${stored.id}).`,
    // Each line of an answer indented under its label, whatever line break the visitor's text holds.
    ...blocks.map((block) => [`\n== ${block.heading} ==`, ...block.rows.map(([label, value]) => `${label}: ${indentLines(value, "  ")}`)].join("\n")),
    "\nReply to this e-mail to answer the visitor.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1b2430">
<p>A new enquiry arrived through the website on ${escapeHtml(arrived)} (reference ${escapeHtml(stored.id)}).</p>
${blocks
  .map(
    (block) => `<h2 style="font-size:16px">${escapeHtml(block.heading)}</h2>
<table cellpadding="4" style="border-collapse:collapse">${block.rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding-right:12px">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(oneKindOfLineBreak(value))}</td></tr>`,
      )
      .join("")}</table>`,
  )
  .join("\n")}
</body></html>`;
  return { subject, text, html, ...(SAFE_REPLY_TO.test(enquiry.email) ? { replyTo: enquiry.email } : {}) };
}
