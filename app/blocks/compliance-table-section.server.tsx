/**
 * The standards a buyer checks before a shortlist, as a table: a real <table> with its caption, column
 * headers and each standard as its row's header, so a screen reader reads every cell with its column and
 * its standard. Drawn on the server only; nothing of it acts in the browser.
 *
 * Narrow screens (320-767 px): the table keeps its columns and scrolls sideways inside its own box, which
 * takes the keyboard's focus and is named by the caption, rather than turning each row into a stacked card.
 * A stacked card needs the table's parts drawn as blocks, and browsers have dropped the table's semantics from
 * parts drawn so (WebKit among them: its rows and headers lost to a screen reader), while giving them their
 * roles back by hand is what the site's HTML check refuses as redundant roles. The scrolling box keeps the page itself from ever scrolling
 * sideways (the layout sweep) and is what axe asks of a region that scrolls: focusable and named.
 */
import { HeadedSection } from "~/components/blocks/headed-section";
import { documentLink } from "~/documents/document-link";
import type { ImageConfig } from "~/images/image";
import { imageConfigOf } from "~/images/shown-image.server";
import { SERVER_DATE_LOCALE, toDate } from "~/lib/dates";
import { isExternalLink } from "~/lib/links";
import { PRODUCT_PAGES, type ProductOfPages } from "~/lib/page-tree";
import { COMPLIANCE_STATUSES, type ComplianceStatus } from "~/pages/shapes";
import { pathOf } from "~/pages/tree";
import { defineBlock, type Context, type SectionOf } from "./block";

/** The table's fixed interface texts: its column headers, and what a row without evidence says. */
export const COMPLIANCE_TABLE_TEXTS = {
  standard: "Standard",
  status: "Status",
  scope: "Scope",
  evidence: "Evidence",
  date: "Date",
  onRequest: "On request",
  /** After a document's kind and size, when its link leads to the short form rather than the file. */
  shortForm: "for a short form",
  /** The caption, read by screen readers only, of a table the editor gave no heading. */
  caption: "Standards and certifications",
} as const;

const MONTH = new Intl.DateTimeFormat(SERVER_DATE_LOCALE, { year: "numeric", month: "long", timeZone: "UTC" });

type Row = NonNullable<SectionOf<"complianceTableSection">["rows"]>[number];

/** A row as the table draws it: the status's word, the products' names, the evidence's address. */
export type ShownComplianceRow = {
  _key: string;
  standard: string;
  status: ComplianceStatus;
  statusWord: string;
  products: string[];
  /** Where the evidence is; for a document, its kind and size ("PDF, 240 KB"), and whether a short form comes first. */
  evidence?: { label: string; href: string; file?: { description: string; gated: boolean } };
  /** The calendar date (YYYY-MM-DD), and as month and year. */
  date?: { value: string; shown: string };
};

/** "2026-03-15" as "March 2026" (in UTC, so the month never shifts with a time zone); none for anything else. */
export function monthOf(value: string | null | undefined): { value: string; shown: string } | undefined {
  const date = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? toDate(value) : undefined;
  return value && date ? { value, shown: MONTH.format(date) } : undefined;
}

function shownRow(row: Row, productNames: ReadonlyMap<ProductOfPages, string>, config: ImageConfig): ShownComplianceRow | undefined {
  const status = COMPLIANCE_STATUSES.find((each) => each.value === row.status);
  const standard = row.standard?.trim();
  // A row without its standard or a status the site knows says nothing a buyer can rely on.
  if (!standard || !status) return undefined;
  // In the page tree's order, whatever order the editor ticked them in.
  const products = PRODUCT_PAGES.flatMap(({ product }) => {
    const name = productNames.get(product);
    return name && (row.scope ?? []).includes(product) ? [name] : [];
  });
  const evidence = row.evidence;
  const document = evidence?.document ? documentLink(config, evidence.document) : undefined;
  const href = document?.href ?? (evidence?.page ? pathOf(evidence.page) : isExternalLink(evidence?.url, ["https:"]) ? evidence.url : undefined);
  const label = evidence?.label?.trim();
  const date = monthOf(row.date);
  return {
    _key: row._key,
    standard,
    status: status.value,
    statusWord: status.title,
    products,
    // A link whose page or document is unpublished, or whose address the link rule refuses, leaves the evidence on request.
    ...(href && label ? { evidence: { label, href, ...(document ? { file: { description: document.description, gated: document.gated } } : {}) } } : {}),
    ...(date ? { date } : {}),
  };
}

/** The products' names as the site shows them: each product page's name. */
async function productNames(context: Context): Promise<Map<ProductOfPages, string>> {
  const names = (await context.content.site())?.names ?? [];
  return new Map(
    PRODUCT_PAGES.flatMap(({ product, type }) => {
      const name = names.find((each) => each._type === type)?.name?.trim();
      return name ? [[product, name] as const] : [];
    }),
  );
}

/** The table; its caption names it for screen readers (the section's heading shows above it, when it has one). */
export function ComplianceTable({ id, caption, rows }: { id: string; caption: string; rows: ShownComplianceRow[] }) {
  const t = COMPLIANCE_TABLE_TEXTS;
  const captionId = `${id}-caption`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a box that scrolls takes the focus, so a keyboard can scroll it (WCAG 2.1.1), and is named as a group by the caption; a fieldset would make it a form's, a section a second landmark of the heading's name.
    <div className="compliance-table-scroll" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className="compliance-table">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.standard}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.scope}</th>
            <th scope="col">{t.evidence}</th>
            <th scope="col">{t.date}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._key}>
              <th scope="row">{row.standard}</th>
              <td>
                <span className={`compliance-status compliance-status--${row.status}`}>{row.statusWord}</span>
              </td>
              <td>
                {row.products.length ? (
                  <ul className="compliance-scope">
                    {row.products.map((product) => (
                      <li key={product}>{product}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td>
                {row.evidence ? (
                  <>
                    <a href={row.evidence.href} className="text-link" {...(row.evidence.file && !row.evidence.file.gated ? { download: "" } : {})}>
                      {row.evidence.label}
                    </a>
                    {row.evidence.file ? (
                      <span className="compliance-evidence-file">
                        {row.evidence.file.gated ? `${row.evidence.file.description}, ${t.shortForm}` : row.evidence.file.description}
                      </span>
                    ) : null}
                  </>
                ) : (
                  t.onRequest
                )}
              </td>
              <td>{row.date ? <time dateTime={row.date.value}>{row.date.shown}</time> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const complianceTableSection = defineBlock({
  type: "complianceTableSection",
  headed: true,
  className: "compliance-table",
  shown: async (context, section) => {
    const names = await productNames(context);
    const config = imageConfigOf(context);
    const rows = (section.rows ?? []).flatMap((row) => shownRow(row, names, config) ?? []);
    const title = section.heading?.title?.trim();
    return { _type: section._type, _key: section._key, heading: title ? section.heading : null, rows };
  },
  // With no row to show it leaves no section, rather than a table of headers only.
  shows: (section) => section.rows.length > 0,
  draw: (section, { id, tone, edit }) => {
    const title = section.heading?.title?.trim();
    const table = <ComplianceTable id={id} caption={title ?? COMPLIANCE_TABLE_TEXTS.caption} rows={section.rows} />;
    if (title) {
      return (
        <HeadedSection id={id} heading={section.heading} tone={tone} edit={edit}>
          <div className="mt-10">{table}</div>
        </HeadedSection>
      );
    }
    return (
      <div id={id} className={`page-section page-section--${tone}`} data-sanity={edit}>
        <div className="container-page">{table}</div>
      </div>
    );
  },
});
