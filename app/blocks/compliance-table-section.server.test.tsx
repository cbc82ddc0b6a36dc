import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import type { Context, SectionOf } from "./block";
import { complianceTableSection, monthOf } from "./compliance-table-section.server";

type Section = SectionOf<"complianceTableSection">;

/** The content a table reads besides its section: the product pages' names; and where documents' files are. */
const context = {
  env: parseEnv({ SITE_URL: "https://act.example" }),
  content: {
    site: async () => ({
      names: [
        { _type: "dccmPage", name: "DCCM" },
        { _type: "paracelsusPage", name: "Paracelsus LIS" },
      ],
    }),
  },
} as unknown as Context;

const section = (fields: Partial<Section>) => ({ _type: "complianceTableSection", _key: "c", rows: [], ...fields }) as Section;

const rows = [
  {
    _type: "complianceRow",
    _key: "1",
    standard: "SOC 2 Type II",
    status: "certified",
    // Ticked in another order than the site's products: shown in theirs.
    scope: ["paracelsus", "dccm"],
    evidence: { _type: "evidenceLink", label: "Privacy policy", page: { _type: "privacyPolicy", slug: null, parent: null } },
    date: "2026-03-15",
  },
  { _type: "complianceRow", _key: "2", standard: "CJIS Security Policy", status: "attested", scope: ["dccm"], date: "2025-12-01" },
  {
    _type: "complianceRow",
    _key: "3",
    standard: "CLIA",
    status: "aligned",
    scope: ["paracelsus"],
    evidence: { _type: "evidenceLink", label: "Auditor's letter", url: "https://auditor.act-courts.com/letter.pdf" },
    date: "2026-01-31",
  },
  {
    _type: "complianceRow",
    _key: "4",
    standard: "ISO/IEC 17025",
    status: "inProgress",
    scope: ["paracelsus"],
    // A typed path is no link the site's rule allows: the evidence stays on request.
    evidence: { _type: "evidenceLink", label: "Our plan", url: "/plan" },
    date: "2026-10-05",
  },
] as unknown as Section["rows"];

async function drawn(given: Section) {
  const shown = await complianceTableSection.shown!(context, given);
  return { shown, html: renderToStaticMarkup(complianceTableSection.draw(shown, { id: "section-c", tone: "plain", edit: undefined, nested: false })) };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
/** Each body row as its cells' texts, the row header first. */
const bodyRows = (html: string) =>
  [...(html.split("<tbody>")[1] ?? "").matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => text(cell!)),
  );

describe("the compliance table", () => {
  it("is a table named by its heading, with column headers and each standard heading its row", async () => {
    const { html } = await drawn(section({ heading: { _type: "sectionHeading", eyebrow: "Evidence", title: "Standards at a glance" }, rows }));
    expect(html).toContain('<h2 id="section-c-title" class="section-title">Standards at a glance</h2>');
    expect(html).toMatch(/<table class="compliance-table"><caption id="section-c-caption" class="sr-only">Standards at a glance<\/caption>/);
    // The scrolling box: reachable by keyboard, named by the caption.
    expect(html).toContain('<div class="compliance-table-scroll" role="group" aria-labelledby="section-c-caption" tabindex="0">');
    expect([...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map(([, header]) => header)).toEqual(["Standard", "Status", "Scope", "Evidence", "Date"]);
    expect([...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map(([, header]) => header)).toEqual([
      "SOC 2 Type II",
      "CJIS Security Policy",
      "CLIA",
      "ISO/IEC 17025",
    ]);
    expect(bodyRows(html)).toEqual([
      ["SOC 2 Type II", "Certified", "DCCM Paracelsus LIS", "Privacy policy", "March 2026"],
      ["CJIS Security Policy", "Attested", "DCCM", "On request", "December 2025"],
      ["CLIA", "Aligned", "Paracelsus LIS", "Auditor's letter", "January 2026"],
      ["ISO/IEC 17025", "In progress", "Paracelsus LIS", "On request", "October 2026"],
    ]);
  });

  it("shows each status as its word in a badge of its own, and each date as a machine-readable time", async () => {
    const { html } = await drawn(section({ rows }));
    expect([...html.matchAll(/<span class="compliance-status compliance-status--(\w+)">([^<]*)<\/span>/g)].map(([, kind, word]) => `${kind}:${word}`)).toEqual([
      "certified:Certified",
      "attested:Attested",
      "aligned:Aligned",
      "inProgress:In progress",
    ]);
    expect(html).toContain('<time dateTime="2026-03-15">March 2026</time>');
    // The evidence's links: the page's address from the page tree, the other site's as written.
    expect(html).toContain('<a href="/privacypolicy" class="text-link">Privacy policy</a>');
    expect(html).toContain('<a href="https://auditor.act-courts.com/letter.pdf" class="text-link">Auditor&#x27;s letter</a>');
    expect(html).not.toContain('href="/plan"');
  });

  it("links a document given as evidence: a free one to its file, with its kind and size; one for a short form to its form; an unpublished one not at all", async () => {
    const document = (slug: string, access: string) => ({
      _id: slug,
      title: slug,
      slug,
      summary: null,
      access,
      fileRef: "file-5b1e1e4ab3d1f6f0f0e4b7ab2fcb44d9fd0c8b2e-pdf",
      fileSize: 240 * 1024,
    });
    const withDocuments = [
      { ...rows[0], _key: "free", evidence: { _type: "evidenceLink", label: "SOC 2 bridge letter", document: document("bridge-letter", "free") } },
      { ...rows[0], _key: "form", evidence: { _type: "evidenceLink", label: "Penetration test summary", document: document("pen-test-summary", "form") } },
      { ...rows[0], _key: "gone", evidence: { _type: "evidenceLink", label: "Withdrawn report", document: null } },
    ] as unknown as Section["rows"];
    const { html } = await drawn(section({ rows: withDocuments }));
    expect(html).toContain(
      '<a href="/files/embedded/production/5b1e1e4ab3d1f6f0f0e4b7ab2fcb44d9fd0c8b2e.pdf?dl=bridge-letter.pdf" class="text-link" download="">SOC 2 bridge letter</a><span class="compliance-evidence-file">PDF, 240 KB</span>',
    );
    expect(html).toContain(
      '<a href="/documents/pen-test-summary" class="text-link">Penetration test summary</a><span class="compliance-evidence-file">PDF, 240 KB, for a short form</span>',
    );
    expect(html).not.toContain("Withdrawn report");
    expect(bodyRows(html).map((row) => row[3])).toEqual([
      "SOC 2 bridge letter PDF, 240 KB",
      "Penetration test summary PDF, 240 KB, for a short form",
      "On request",
    ]);
  });

  it("without a heading: no heading drawn, and a caption of the interface's own words names the table", async () => {
    const { html } = await drawn(section({ rows }));
    expect(html).not.toContain("<h2");
    expect(html).toContain('<caption id="section-c-caption" class="sr-only">Standards and certifications</caption>');
    expect(html).toMatch(/^<div id="section-c" class="page-section page-section--plain">/);
  });

  it("leaves out a row without its standard or with a status the site does not know, and leaves no section without rows", async () => {
    const broken = [
      { _type: "complianceRow", _key: "a", standard: " ", status: "certified", scope: ["dccm"], date: "2026-01-01" },
      { _type: "complianceRow", _key: "b", standard: "CAP", status: "pending", scope: ["dccm"], date: "2026-01-01" },
    ] as unknown as Section["rows"];
    const { shown } = await drawn(section({ rows: broken }));
    expect(shown.rows).toEqual([]);
    expect(complianceTableSection.shows!(shown)).toBe(false);
  });

  it("reads a date as its month and year, in UTC whatever the server's time zone", () => {
    expect(monthOf("2026-03-01")?.shown).toBe("March 2026");
    expect(monthOf("2026-12-31")?.shown).toBe("December 2026");
    expect(monthOf("31/12/2026")).toBeUndefined();
    expect(monthOf(undefined)).toBeUndefined();
  });
});
