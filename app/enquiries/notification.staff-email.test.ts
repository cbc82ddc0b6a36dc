/**
 * The staff e-mail for one enquiry, as staff read it: the state by its name,
 * the products chosen, each section with the form's labels in the form's
 * order, empty answers left empty, and a Reply-To only for a plain address.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_TIME_ZONE, staffTime } from "~/lib/staff-time";
import { emptyEnquiry } from "./fields";
import { emptySource } from "./source";
import { renderNotification } from "./notification.server";
import { parseEnquiry, type Enquiry, type EnquiryInput } from "./schema";
import type { StoredEnquiry } from "./store.server";

const ID = "0123456789abcdef-0000-4000-8000-000000000001";
const ARRIVED = "2026-03-02T15:04:00.000Z";

function stored(input: Partial<EnquiryInput>): StoredEnquiry {
  const parsed = parseEnquiry({
    ...emptyEnquiry(),
    firstName: "Ann",
    lastName: "O'Brien",
    email: "ann.obrien@example.org",
    phone: "(850) 555-0100",
    city: "Pensacola",
    state: "FL",
    ...input,
  });
  if (!parsed.ok) throw new Error(`fixture invalid: ${JSON.stringify(parsed.errors)}`);
  return { id: ID, createdAt: ARRIVED, enquiry: parsed.enquiry } as StoredEnquiry;
}

const mail = (input: Partial<EnquiryInput> = {}) => renderNotification(stored(input), DEFAULT_BUSINESS_TIME_ZONE);

describe("the staff e-mail", () => {
  it("writes the state as its name (State: Florida)", () => {
    expect(mail().text).toContain("\nState: Florida\n");
    expect(mail({ state: "WY" }).text).toContain("\nState: Wyoming\n");
    expect(mail().html).toContain('<th align="left" valign="top" style="padding-right:12px">State</th><td style="white-space:pre-wrap">Florida</td>');
  });

  it("shows a state code it does not know as it was stored", () => {
    const old = stored({});
    const text = renderNotification({ ...old, enquiry: { ...old.enquiry, state: "ZZ" } }, DEFAULT_BUSINESS_TIME_ZONE).text;
    expect(text).toContain("\nState: ZZ\n");
  });

  it("lists the contact details, the products chosen and the message in the form's order", () => {
    const { text } = mail({
      message: "Please call\nafter 3 PM",
      products: { dccm: true, paracelsus: false, emr: false, lcms: true, other: false },
      source: { ...emptySource(), page: "/solutions/dccm", referrer: "https://www.example.com", utmSource: "x", utmMedium: "y", utmCampaign: "z" },
    });
    expect(text).toBe(
      [
        `A new enquiry arrived through the website on ${staffTime(ARRIVED, DEFAULT_BUSINESS_TIME_ZONE)} (reference ${ID}).`,
        "",
        "== Contact ==",
        "First name: Ann",
        "Last name: O'Brien",
        "Email: ann.obrien@example.org",
        "Phone: (850) 555-0100",
        "City: Pensacola",
        "State: Florida",
        "Interested in: DCCM, LCMS",
        "Message: Please call",
        "  after 3 PM",
        "",
        "== DCCM ==",
        "Court name: ",
        "Number of participants: ",
        "Program type (for example adult drug court, DUI, family dependency): ",
        "Additional details: ",
        "",
        "== LCMS ==",
        "Lab name: ",
        "Analyzer type: ",
        "Manufacturer: ",
        "Additional details: ",
        "",
        "== Where it came from ==",
        "Source page: /solutions/dccm",
        "Referring site: https://www.example.com",
        "Campaign source (utm_source): x",
        "Campaign medium (utm_medium): y",
        "Campaign name (utm_campaign): z",
        "Campaign term (utm_term): (none)",
        "Campaign content (utm_content): (none)",
        "",
        "Reply to this e-mail to answer the visitor.",
      ].join("\n"),
    );
  });

  it("shows an enquiry stored before its source was recorded as such", () => {
    const old = stored({});
    const { source: _dropped, ...withoutSource } = old.enquiry as unknown as Record<string, unknown>;
    const { text } = renderNotification({ ...old, enquiry: withoutSource as unknown as Enquiry }, DEFAULT_BUSINESS_TIME_ZONE);
    expect(text).toContain("\n== Where it came from ==\nSource page: (not recorded)\nReferring site: (none)\nCampaign source (utm_source): (none)\n");
  });

  it("escapes a campaign's markup in the HTML part and keeps its lines in one in the text part", () => {
    const { html, text } = mail({ source: { ...emptySource(), page: "/contact", utmCampaign: '<img src=x onerror="alert(1)">\n== Contact ==' } });
    expect(html).toContain('<td style="white-space:pre-wrap">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; == Contact ==</td>');
    expect(html).not.toContain("<img");
    expect(text).toContain('\nCampaign name (utm_campaign): <img src=x onerror="alert(1)"> == Contact ==\n');
  });

  it("says when no product was chosen and no message written", () => {
    const { text, subject } = mail();
    expect(text).toContain("\nInterested in: (none selected)\nMessage: (none)\n");
    expect(subject).toBe("Website enquiry (01234567)");
  });

  it("names the products chosen in the subject, never the visitor", () => {
    const { subject } = mail({ products: { dccm: false, paracelsus: true, emr: true, lcms: false, other: false } });
    expect(subject).toBe("Website enquiry about Paracelsus, EMR integration (01234567)");
  });

  it("gives a product section's numbers and text as entered", () => {
    const { text } = mail({
      products: { dccm: true, paracelsus: false, emr: false, lcms: false, other: false },
      dccm: { courtName: "Escambia County", participants: 120, programType: "Adult", additionalDetails: "" },
    });
    expect(text).toContain(
      "\nCourt name: Escambia County\nNumber of participants: 120\nProgram type (for example adult drug court, DUI, family dependency): Adult\n",
    );
  });

  it("shows an answer missing from an enquiry stored before its field existed as empty", () => {
    const old = stored({ products: { dccm: true, paracelsus: false, emr: false, lcms: false, other: false } });
    const enquiry = { ...old.enquiry, dccm: { courtName: "Old court" } } as unknown as Enquiry;
    const { text } = renderNotification({ ...old, enquiry }, DEFAULT_BUSINESS_TIME_ZONE);
    expect(text).toContain("\nCourt name: Old court\nNumber of participants: \n");
  });

  it("shows the answers of a section missing from an enquiry stored before the section existed as empty", () => {
    const old = stored({ products: { dccm: false, paracelsus: false, emr: false, lcms: true, other: false } });
    const { lcms: _dropped, ...withoutSection } = old.enquiry as unknown as Record<string, unknown>;
    const { text } = renderNotification({ ...old, enquiry: withoutSection as unknown as Enquiry }, DEFAULT_BUSINESS_TIME_ZONE);
    expect(text).toContain("\n== LCMS ==\nLab name: \nAnalyzer type: \nManufacturer: \nAdditional details: \n");
  });

  // A visitor's line must never start a line of the e-mail, whichever line separator made it.
  it.each([
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["CR", "\r"],
    ["U+2028", "\u2028"],
    ["U+2029", "\u2029"],
    ["U+0085", "\u0085"],
    ["VT", "\u000b"],
    ["FF", "\u000c"],
  ])("indents each line of a visitor's text under its label, lines split by %s", (_name, separator) => {
    // Stored before the field model refused separators in one-line answers, or written to the database by hand.
    const old = stored({});
    const enquiry = {
      ...old.enquiry,
      firstName: `Bob${separator}Phone: (999) 999-9999`,
      message: `Hello${separator}${separator}== Contact ==${separator}Email: it@evil.example`,
    };
    const { text, html } = renderNotification({ ...old, enquiry }, DEFAULT_BUSINESS_TIME_ZONE);
    expect(text).toContain("\nFirst name: Bob\n  Phone: (999) 999-9999\nLast name: O'Brien\n");
    expect(text).toContain("\nMessage: Hello\n  \n  == Contact ==\n  Email: it@evil.example\n");
    // Every line of the text part is the e-mail's own, or indented under a label.
    expect(text.split("\n").filter((line) => /Phone: \(999\)|== Contact ==|it@evil/.test(line))).toEqual([
      "== Contact ==",
      "  Phone: (999) 999-9999",
      "  == Contact ==",
      "  Email: it@evil.example",
    ]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the line breaks a header injection would need.
    expect(text).not.toMatch(/[\r\u0085\u2028\u2029\u000b\u000c]/);
    // The HTML part breaks the lines inside the label's cell, with the line feeds white-space:pre-wrap shows.
    expect(html).toContain('<td style="white-space:pre-wrap">Bob\nPhone: (999) 999-9999</td>');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the line breaks a header injection would need.
    expect(html).not.toMatch(/[\r\u0085\u2028\u2029\u000b\u000c]/);
  });

  it("escapes every field in the HTML part, apostrophes included, with one section per block", () => {
    const { html } = mail({ message: `<b>"Hi" & 'bye'</b>` });
    expect(html).toContain("O&#39;Brien");
    expect(html).toContain("&lt;b&gt;&quot;Hi&quot; &amp; &#39;bye&#39;&lt;/b&gt;");
    expect(html).not.toContain("<b>");
    expect(html).toMatch(/^<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1b2430">\n<p>A new enquiry arrived/);
    expect(html).toMatch(/<\/tr><\/table>\n<\/body><\/html>$/);
    expect(html).toContain("</td></tr><tr><th");
    const both = mail({ products: { dccm: true, paracelsus: false, emr: false, lcms: false, other: false } }).html;
    expect(both).toContain('</table>\n<h2 style="font-size:16px">DCCM</h2>');
  });

  it("sets Reply-To to the visitor's address only when it is a plain one", () => {
    for (const plain of [
      "ann.obrien@example.org",
      "a@x.io",
      "first.middle.last@mail.example.co.uk",
      "o'brien+site@example-mail.org",
      "x@a-b.example.org",
      "ann@e.x.org",
    ]) {
      expect(mail({ email: plain }).replyTo, plain).toBe(plain);
    }
    for (const odd of [
      "ann..obrien@example.org",
      "ann.@example.org",
      ".ann@example.org",
      "ann@example",
      "ann@-example.org",
      "ann@example-.org",
      "ann@exa_mple.org",
      `ann@${"a".repeat(64)}.org`,
      "ann@example.org.",
      "ann@.example.org",
      '"ann"@example.org',
      "ann@ex ample.org",
    ]) {
      const parsed = parseEnquiry({ ...stored({}).enquiry, email: odd });
      if (!parsed.ok) continue;
      expect(renderNotification({ ...stored({}), enquiry: parsed.enquiry }, DEFAULT_BUSINESS_TIME_ZONE).replyTo, odd).toBeUndefined();
    }
    expect(mail({ email: `ann@${"a".repeat(63)}.org` }).replyTo).toBe(`ann@${"a".repeat(63)}.org`);
  });
});
