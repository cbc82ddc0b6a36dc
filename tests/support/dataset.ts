/**
 * The embedded dataset as the tests see it: read straight from the export
 * file, independently of the site's own content code.
 */
import { readFileSync } from "node:fs";

type Span = { text?: string };
type Block = { _type: string; style?: string; children?: Span[] };
export type ExportedInsight = {
  _id: string;
  Title: string;
  Author?: string;
  Date: string;
  slug?: { current?: string };
  portableText?: Block[];
  tags?: { label: string; value: string; page?: { _ref: string } }[];
};
export type ExportedTestimonial = { _id: string; _createdAt: string; name: string; position?: string };
type Titled = { title: string; text?: string };
type Member = { _id: string; _createdAt: string; title: string; slug: { current: string } };
export type ExportedIndustry = Member & { intro: Titled; details: Titled[]; features: Titled[] };
export type ExportedLisSolution = Member & { challenge: Titled; capabilities: Titled[] };
export type ExportedSourcedFact = { _key: string; figure: string; label: string; source: string; date: string };
export type ExportedCaseStudy = Member & {
  client: string;
  agencyType: string;
  products: { _ref: string }[];
  industries?: { _ref: string }[];
  challenge: string;
  results: ExportedSourcedFact[];
  quote: { text: string; person: string; role: string };
};

const documents = readFileSync(new URL("../../content/data.ndjson", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as { _id: string; _type: string } & Record<string, unknown>);

const published = documents.filter((doc) => !doc._id.startsWith("drafts."));

export const insights = (published.filter((doc) => doc._type === "insight") as unknown as ExportedInsight[]).filter((doc) => doc.slug?.current);
/** The pages editors built from blocks (the `page` type), each at its own address. */
export const builtPages = published.filter((doc) => doc._type === "page");
const publishedIds = new Set(published.map((doc) => doc._id));
const allDrafts = documents.filter((doc) => doc._id.startsWith("drafts.")) as unknown as ExportedInsight[];
/** Drafts never published: no public page may show them at all. */
export const drafts = allDrafts.filter((doc) => !publishedIds.has(doc._id.slice("drafts.".length)));
/** Unpublished edits of published insights: the public page shows the published version, a preview shows these. */
export const revisions = allDrafts.filter((doc) => publishedIds.has(doc._id.slice("drafts.".length)));
export const testimonials = published.filter((doc) => doc._type === "testimonial") as unknown as ExportedTestimonial[];
export const resourcesPage = published.find((doc) => doc._type === "resourcesPage") as { articleCta?: { title: string; text: string } } | undefined;
export const privacyPolicy = published.find((doc) => doc._type === "privacyPolicy") as { title: string; body: Block[] } | undefined;

/** A family's published members with a slug, in the order of its overview's Order list, then the unlisted ones, oldest first. */
function membersOf<T extends Member>(type: string, overview: string): T[] {
  const order = ((published.find((doc) => doc._type === overview) as { order?: { _ref: string }[] } | undefined)?.order ?? []).map((ref) => ref._ref);
  const members = published.filter((doc) => doc._type === type && (doc as unknown as Partial<Member>).slug?.current) as unknown as T[];
  const rank = (member: T) => (order.includes(member._id) ? order.indexOf(member._id) : order.length);
  return members.sort((a, b) => rank(a) - rank(b) || (a._createdAt < b._createdAt ? -1 : a._createdAt > b._createdAt ? 1 : 0));
}
export const industries = membersOf<ExportedIndustry>("industry", "whoWeServePage");
export const lisSolutions = membersOf<ExportedLisSolution>("lisSolution", "lisSolutionsPage");
export const caseStudies = membersOf<ExportedCaseStudy>("caseStudy", "customersPage");
/** The case studies' addresses, in Customers' order. */
export const caseStudyPaths = caseStudies.map((study) => `/customers/${study.slug.current}`);
/** The industries' and LIS solutions' addresses, in the order their menus list them. */
export const industryPaths = industries.map((industry) => `/solutions/paracelsus/who-we-serve/${industry.slug.current}`);
export const lisSolutionPaths = lisSolutions.map((solution) => `/solutions/paracelsus/lis-solutions/${solution.slug.current}`);

/** An image as exported: its file under content/images, whose name ends the image's address on the site. */
export type ExportedImage = { _sanityAsset: string; alt?: string };
export type ExportedLogo = ExportedImage & { name: string };
export const imageFile = (image: ExportedImage): string => image._sanityAsset.slice(image._sanityAsset.lastIndexOf("/") + 1);

/** A fixed page's published document (one per type), with the parts the tests read. */
function pageOf<T>(type: string): T {
  const page = published.find((doc) => doc._type === type);
  if (!page) throw new Error(`the embedded dataset has no published ${type}`);
  return page as unknown as T;
}
export const siteSettings = pageOf<{ name: string }>("siteSettings");
export const homePage = pageOf<{ hero: { image: ExportedImage } }>("homePage");
export const aboutPage = pageOf<{ team: { image: ExportedImage } }>("aboutPage");
export const dccmPage = pageOf<{ hero: { image: ExportedImage } }>("dccmPage");
export const paracelsusPage = pageOf<{ hero: { image: ExportedImage }; community: { communityLogos: ExportedLogo[]; clientLogos: ExportedLogo[] } }>(
  "paracelsusPage",
);

export function firstBlockText(insight: ExportedInsight): string {
  const block = (insight.portableText ?? []).find((b) => b._type === "block");
  return (block?.children ?? []).map((span) => span.text ?? "").join("");
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The name of the file a document (the `download` type) gives, by its slug: `<sha1>.<ext>`, as in content/files and on Sanity's file CDN. */
export function downloadFile(slug: string): string {
  const document = published.find((doc) => doc._type === "download" && (doc as { slug?: { current?: string } }).slug?.current === slug) as
    | { file?: { _sanityAsset?: string } }
    | undefined;
  const asset = document?.file?._sanityAsset;
  if (!asset) throw new Error(`the embedded dataset has no document with a file at ${slug}`);
  return asset.slice(asset.lastIndexOf("/") + 1);
}
