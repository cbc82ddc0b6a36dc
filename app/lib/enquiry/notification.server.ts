/**
 * The staff notification for one enquiry: a plain-text and an HTML part with
 * every field escaped. No visitor input reaches a mail header, except the
 * visitor's address as Reply-To, and only when it is a plain address that
 * cannot smuggle in another header or recipient.
 */
import type { StoredEnquiry } from "./store.server";
import type { Enquiry } from "./schema";
import { US_STATES } from "./us-states";

export type Notification = {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

const PRODUCT_LABELS: Record<keyof Enquiry["products"], string> = {
  dccm: "DCCM",
  paracelsus: "Paracelsus",
  emr: "EMR integration",
  lcms: "LCMS",
  other: "Other",
};

// A conservative subset of RFC 5322 addresses: dot-atom local part, ASCII domain labels.
const SAFE_REPLY_TO = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

type Section = { heading: string; rows: Array<[string, string]> };

function sections(enquiry: Enquiry): Section[] {
  const state = US_STATES.find(([code]) => code === enquiry.state)?.[1] ?? enquiry.state;
  const products = (Object.keys(PRODUCT_LABELS) as Array<keyof Enquiry["products"]>).filter((key) => enquiry.products[key]);
  const list: Section[] = [
    {
      heading: "Contact",
      rows: [
        ["Name", `${enquiry.firstName} ${enquiry.lastName}`],
        ["E-mail", enquiry.email],
        ["Phone", enquiry.phone],
        ["City", enquiry.city],
        ["State", state],
        ["Interested in", products.map((key) => PRODUCT_LABELS[key]).join(", ") || "(none selected)"],
        ["Message", enquiry.message || "(none)"],
      ],
    },
  ];
  if (enquiry.products.dccm) {
    list.push({
      heading: "DCCM",
      rows: [
        ["Court name", enquiry.dccm.courtName],
        ["Participants", enquiry.dccm.participants === null ? "" : String(enquiry.dccm.participants)],
        ["Program type", enquiry.dccm.programType],
        ["Additional details", enquiry.dccm.additionalDetails],
      ],
    });
  }
  if (enquiry.products.paracelsus) {
    list.push({
      heading: "Paracelsus",
      rows: [
        ["Lab name", enquiry.paracelsus.labName],
        ["Contact first name", enquiry.paracelsus.contactFirstName],
        ["Contact last name", enquiry.paracelsus.contactLastName],
        ["Equipment", enquiry.paracelsus.equipment],
        ["Additional details", enquiry.paracelsus.additionalDetails],
      ],
    });
  }
  if (enquiry.products.emr) {
    list.push({
      heading: "EMR integration",
      rows: [
        ["Lab name", enquiry.emr.labName],
        ["Vendor name", enquiry.emr.vendorName],
        ["Manufacturer", enquiry.emr.manufacturer],
        ["Additional details", enquiry.emr.additionalDetails],
      ],
    });
  }
  if (enquiry.products.lcms) {
    list.push({
      heading: "LCMS",
      rows: [
        ["Lab name", enquiry.lcms.labName],
        ["Analyzer type", enquiry.lcms.analyzerType],
        ["Manufacturer", enquiry.lcms.manufacturer],
        ["Additional details", enquiry.lcms.additionalDetails],
      ],
    });
  }
  if (enquiry.products.other) list.push({ heading: "Other", rows: [["Details", enquiry.otherDetails]] });
  return list;
}

export function renderNotification(stored: StoredEnquiry): Notification {
  const { enquiry } = stored;
  const products = (Object.keys(PRODUCT_LABELS) as Array<keyof Enquiry["products"]>).filter((key) => enquiry.products[key]);
  // Fixed words only: the visitor's name stays out of the header.
  const subject = `Website enquiry${products.length ? ` about ${products.map((key) => PRODUCT_LABELS[key]).join(", ")}` : ""} (${stored.id.slice(0, 8)})`;
  const blocks = sections(enquiry);
  const text = [
    `A new enquiry arrived through the website on ${stored.createdAt} (reference ${stored.id}).`,
    ...blocks.map((block) => [`\n== ${block.heading} ==`, ...block.rows.map(([label, value]) => `${label}: ${value.replaceAll("\n", "\n  ")}`)].join("\n")),
    "\nReply to this e-mail to answer the visitor.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1b2430">
<p>A new enquiry arrived through the website on ${escapeHtml(stored.createdAt)} (reference ${escapeHtml(stored.id)}).</p>
${blocks
  .map(
    (block) => `<h2 style="font-size:16px">${escapeHtml(block.heading)}</h2>
<table cellpadding="4" style="border-collapse:collapse">${block.rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding-right:12px">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
  )
  .join("\n")}
</body></html>`;
  return { subject, text, html, ...(SAFE_REPLY_TO.test(enquiry.email) ? { replyTo: enquiry.email } : {}) };
}
