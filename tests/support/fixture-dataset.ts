/**
 * A small dataset in Sanity's export format, written for the query suite: its
 * order of creation, dates and a draft are chosen so a wrong query shows.
 */
import type { SanityDocument } from "~/content/dataset.server";

const hash = (n: number) => String(n).repeat(40).slice(0, 40);
const image = (n: number, alt: string) => ({
  _type: "image",
  _sanityAsset: `image@file://./images/${hash(n)}-1600x900.jpg`,
  alt,
});
const block = (key: string, text: string, style = "normal") => ({
  _type: "block",
  _key: key,
  style,
  markDefs: [],
  children: [{ _type: "span", _key: `${key}s`, text, marks: [] }],
});

export const fixtureDocuments: SanityDocument[] = [
  {
    _id: "testimonial-b",
    _type: "testimonial",
    _createdAt: "2024-05-02T10:00:00Z",
    name: "Second Person",
    position: "Coordinator",
    image: image(2, ""),
    content: [block("t2", "Second testimonial.")],
  },
  {
    _id: "testimonial-a",
    _type: "testimonial",
    _createdAt: "2024-01-15T10:00:00Z",
    name: "First Person",
    position: "Judge",
    image: image(1, ""),
    content: [block("t1", "First testimonial.")],
  },
  {
    _id: "testimonial-c",
    _type: "testimonial",
    _createdAt: "2025-03-01T10:00:00Z",
    name: "Third Person",
    position: null,
    content: [block("t3", "Third testimonial, no photo.")],
  },
  {
    _id: "insight-old",
    _type: "insight",
    _createdAt: "2025-06-01T00:00:00Z",
    Title: "Older article",
    Author: "A. Writer",
    Date: "2024-02-10",
    Image: image(3, "Older article image"),
    slug: { _type: "slug", current: "older-article" },
    tags: [{ _key: "k1", _type: "tag", label: "Treatment Courts", value: "treatment-courts", page: { _type: "reference", _ref: "dccmPage" } }],
    portableText: [block("o1", "Older article body.")],
  },
  {
    _id: "insight-new",
    _type: "insight",
    _createdAt: "2024-01-01T00:00:00Z",
    Title: "Newer article",
    Author: "B. Writer",
    Date: "2025-09-30",
    Image: image(4, "Newer article image"),
    slug: { _type: "slug", current: "newer-article" },
    tags: [],
    portableText: [block("n1", "Newer article body."), block("n2", "A heading", "h2")],
  },
  {
    _id: "insight-no-slug",
    _type: "insight",
    Title: "Has no slug yet",
    Date: "2025-10-01",
  },
  {
    _id: "drafts.insight-draft",
    _type: "insight",
    Title: "Unpublished draft",
    Date: "2026-01-01",
    slug: { _type: "slug", current: "unpublished-draft" },
  },
  {
    _id: "drafts.insight-new",
    _type: "insight",
    Title: "Draft edit of the newer article",
    Date: "2025-09-30",
    slug: { _type: "slug", current: "newer-article" },
  },
  {
    _id: "privacyPolicy",
    _type: "privacyPolicy",
    title: "Privacy Policy",
    body: [block("p1", "We collect only what you send us.")],
  },
];

/**
 * Industries and LIS solutions for the page families: Who We Serve's Order
 * list names one of them, one that is not published and one without an
 * address; the others are unlisted and created out of file order; one is
 * renamed (a former slug) and one is a draft, so a lookup that ignores the
 * order, former slugs or publication shows.
 */
export const fixtureFamilyDocuments: SanityDocument[] = [
  {
    _id: "whoWeServePage",
    _type: "whoWeServePage",
    order: [
      { _type: "reference", _ref: "industry-clinics" },
      { _type: "reference", _ref: "industry-labs" },
      { _type: "reference", _ref: "industry-no-slug" },
    ],
  },
  {
    _id: "industry-prisons",
    _type: "industry",
    _createdAt: "2024-06-01T10:00:00Z",
    title: "Correctional Facilities",
    slug: { _type: "slug", current: "correctional-facilities" },
  },
  {
    _id: "industry-courts",
    _type: "industry",
    _createdAt: "2024-01-01T10:00:00Z",
    title: "Treatment Courts",
    slug: { _type: "slug", current: "treatment-courts" },
  },
  {
    _id: "industry-labs",
    _type: "industry",
    _createdAt: "2025-01-01T10:00:00Z",
    title: "Reference Labs",
    slug: { _type: "slug", current: "reference-labs" },
    formerSlugs: ["labs", "reference-laboratories"],
  },
  { _id: "industry-no-slug", _type: "industry", title: "No address yet" },
  {
    _id: "drafts.industry-clinics",
    _type: "industry",
    title: "Clinics",
    slug: { _type: "slug", current: "clinics" },
  },
  {
    _id: "lisSolution-billing",
    _type: "lisSolution",
    title: "Transactional Billing",
    slug: { _type: "slug", current: "transactional-billing" },
    formerSlugs: ["billing"],
  },
];
