/**
 * Where an enquiry came from (decision 032): the page of this site that led
 * to the form, the other site the visitor arrived from, and the campaign of
 * the link they landed by (its utm_* parameters). Nobody types these: the
 * server reads them from the form page's request, the browser adds what it
 * kept from the landing page, and both go with the form as hidden fields.
 * A visitor cannot correct a hidden field, so nothing here refuses an
 * enquiry: a value that is not what it should be is dropped (a page, a site)
 * or cut down (a campaign value), never a reason to turn the visitor away.
 * Plain code, no validator: the browser's share of the form imports it.
 */
import type { CONTACT_QUERY_PARAMETERS } from "~/lib/http";
import { SINGLE_LINE_INVISIBLE, SINGLE_LINE_REFUSED } from "./visitor-text";

/** The enquiry's source, as the form carries it (the field model's `source.*`). */
export type EnquirySource = {
  page: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
};

/** The campaign's fields and the query parameters that carry them. */
export const CAMPAIGN_PARAMETERS = [
  ["utmSource", "utm_source"],
  ["utmMedium", "utm_medium"],
  ["utmCampaign", "utm_campaign"],
  ["utmTerm", "utm_term"],
  ["utmContent", "utm_content"],
] as const satisfies ReadonlyArray<readonly [keyof EnquirySource, string]>;

/** The parameter a Request a Demo link names its product by: /contact?product=dccm. */
export const PRODUCT_PARAMETER = "product";

// Contact reads these and no other (its address may carry them; the caches know: CONTACT_QUERY_PARAMETERS).
[PRODUCT_PARAMETER, ...CAMPAIGN_PARAMETERS.map(([, parameter]) => parameter)] satisfies readonly (typeof CONTACT_QUERY_PARAMETERS)[number][];

/** Longest kept: a path of the site (its addresses are far shorter), a site's origin (a host name is at most 253). */
export const PAGE_LIMIT = 300;
export const SITE_LIMIT = 270;
/** Longest campaign value kept, in characters; a longer one is cut here. */
export const CAMPAIGN_LIMIT = 100;

export function emptySource(): EnquirySource {
  return { page: "", referrer: "", utmSource: "", utmMedium: "", utmCampaign: "", utmTerm: "", utmContent: "" };
}

/**
 * A path of this site as a page's address has it (/solutions/dccm): printable
 * ASCII, one leading slash, no query, fragment or backslash; "" for anything else
 * (another site's address, `//evil.example`, `javascript:`, text).
 */
export function sitePath(value: string): string {
  const path = value.trim();
  return path.length <= PAGE_LIMIT && /^\/(?![/\\])[!-~]*$/.test(path) && !/[?#\\]/.test(path) ? path : "";
}

/** The origin of an http(s) address (https://www.example.com), or "" when it is not one. */
export function siteOrigin(value: string): string {
  const text = value.trim();
  if (text.length > 2048) return "";
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  return url.origin.length <= SITE_LIMIT ? url.origin : "";
}

/**
 * A campaign value as kept: controls, separators and invisible characters
 * taken out, spaces collapsed, trimmed, at most CAMPAIGN_LIMIT characters
 * (whole characters: an emoji is not cut in half).
 */
export function campaignValue(value: string): string {
  const cleaned = Array.from(value, (char) => (SINGLE_LINE_REFUSED.test(char) || SINGLE_LINE_INVISIBLE.test(char) ? " " : char))
    .join("")
    .replace(/\s+/gu, " ")
    .trim();
  return Array.from(cleaned).slice(0, CAMPAIGN_LIMIT).join("").trim();
}

/** Each source field's rule, for the schema (schema.ts) and the places that fill the form. */
export const SOURCE_RULES: Record<keyof EnquirySource, (value: string) => string> = {
  page: sitePath,
  referrer: siteOrigin,
  utmSource: campaignValue,
  utmMedium: campaignValue,
  utmCampaign: campaignValue,
  utmTerm: campaignValue,
  utmContent: campaignValue,
};

/** The campaign a URL's query names, each value kept by campaignValue. */
export function campaignOf(search: URLSearchParams): Pick<EnquirySource, (typeof CAMPAIGN_PARAMETERS)[number][0]> {
  return Object.fromEntries(CAMPAIGN_PARAMETERS.map(([field, parameter]) => [field, campaignValue(search.get(parameter) ?? "")])) as Pick<
    EnquirySource,
    (typeof CAMPAIGN_PARAMETERS)[number][0]
  >;
}

export const hasCampaign = (source: EnquirySource) => CAMPAIGN_PARAMETERS.some(([field]) => source[field] !== "");

/**
 * What the request for a page holding the form tells of the enquiry's
 * source: the page before it when the Referer is this site's (`siteUrl`, or
 * the host the request came to), else the form's own page; the other site's
 * origin when the Referer is another's; the campaign of the form page's own
 * address (a campaign link straight to /contact).
 */
export function sourceOfRequest(requestUrl: string, referer: string | null, siteUrl: string): EnquirySource {
  const url = new URL(requestUrl);
  const source: EnquirySource = { ...emptySource(), page: sitePath(url.pathname), ...campaignOf(url.searchParams) };
  const from = referer ? safeUrl(referer) : undefined;
  if (!from || (from.protocol !== "http:" && from.protocol !== "https:")) return source;
  if (from.host === url.host || from.origin === safeUrl(siteUrl)?.origin) {
    // The form's own page again (after sending, or a reload) says nothing of where the visitor came from.
    const before = sitePath(from.pathname);
    if (before && before !== url.pathname) source.page = before;
    // A campaign link's page, followed straight to the form: its campaign, when the form's own address names none.
    if (!hasCampaign(source)) Object.assign(source, campaignOf(from.searchParams));
  } else {
    source.referrer = siteOrigin(from.href);
  }
  return source;
}

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * One line for staff lists (the digest, `npm run enquiries -- list`): "from /solutions/dccm, referred by
 * https://www.example.com, campaign utm_source=x utm_medium=y utm_campaign=z"; "source not recorded" for an
 * enquiry stored before sources were.
 */
export function sourceSummary(source: Partial<EnquirySource> | undefined): string {
  const parts = [source?.page ? `from ${source.page}` : "source not recorded"];
  if (source?.referrer) parts.push(`referred by ${source.referrer}`);
  const campaign = CAMPAIGN_PARAMETERS.flatMap(([field, parameter]) => (source?.[field] ? [`${parameter}=${source[field]}`] : []));
  if (campaign.length > 0) parts.push(`campaign ${campaign.join(" ")}`);
  return parts.join(", ");
}
