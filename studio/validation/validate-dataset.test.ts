/**
 * The embedded dataset (content/) is interchangeable with a real one only if
 * it passes the rules the Studio enforces before publishing. These tests run
 * the Studio's own validation against it, and show what an editor (or
 * `npm run content:import`) is told when a document breaks a rule.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { assetIdFromExportPath, parseNdjson, withAssetReferences } from "../../app/content/dataset.server";
import { linkProblem } from "../schemaTypes/rich-text-rules";
import { describeProblems, validateDocuments, type Problem } from "./validate-dataset";

const contentDir = path.resolve(import.meta.dirname, "../../content");
const documents = withAssetReferences(parseNdjson(readFileSync(path.join(contentDir, "data.ndjson"), "utf8")));
const assetIds = [
  ...readdirSync(path.join(contentDir, "images")).map((name) => assetIdFromExportPath(`image@file://./images/${name}`)),
  ...readdirSync(path.join(contentDir, "files")).map((name) => assetIdFromExportPath(`file@file://./files/${name}`)),
].filter((id): id is string => id !== undefined);

type Doc = (typeof documents)[number];
type Block = { _type: string; _key: string; style?: string; markDefs?: unknown[]; alt?: string };

function byId(id: string): Doc {
  const doc = documents.find((d) => d._id === id);
  if (!doc) throw new Error(`${id} is not in the embedded dataset`);
  return structuredClone(doc);
}

const errors = (problems: Problem[]) => problems.filter((p) => p.level === "error");

describe("the embedded dataset against the Studio's schema", () => {
  it("every document, drafts included, satisfies every rule", async () => {
    const problems = await validateDocuments(documents, assetIds);
    // No errors; the only warnings are texts longer than the layout allows, which scripts/measure-lengths.test.ts
    // names one by one (today's words, kept as they were until an editor shortens them).
    expect(describeProblems(errors(problems))).toBe("");
    expect(problems.filter((p) => p.level !== "error").every((p) => p.message.startsWith("Longer than"))).toBe(true);
    // It really looked at them: every type the site reads, and the draft.
    expect(new Set(documents.map((d) => d._type))).toEqual(
      new Set([
        "insight",
        "testimonial",
        "privacyPolicy",
        "siteSettings",
        "homePage",
        "aboutPage",
        "contactPage",
        "resourcesPage",
        "dccmPage",
        "paracelsusPage",
        "whoWeServePage",
        "lisSolutionsPage",
        "industry",
        "lisSolution",
        "page",
        "download",
        "customersPage",
        "caseStudy",
      ]),
    );
    expect(documents.some((d) => d._id.startsWith("drafts."))).toBe(true);
  });
});

describe("the embedded dataset's image files", () => {
  // The site reads an image's size from its name (the asset id), as Sanity names its assets: an image
  // added to content/images by hand must be named `<sha1>-<width>x<height>.<ext>` of its own bytes.
  it("each is named by its SHA-1 and pixel size, and a document uses it", async () => {
    const wrong: string[] = [];
    for (const name of readdirSync(path.join(contentDir, "images"))) {
      const bytes = readFileSync(path.join(contentDir, "images", name));
      const { width, height, format } = await sharp(bytes).metadata();
      const named = `${createHash("sha1").update(bytes).digest("hex")}-${width}x${height}.${format === "jpeg" ? "jpg" : format}`;
      if (name !== named) wrong.push(`${name} should be named ${named}`);
    }
    expect(wrong).toEqual([]);
    const used = new Set(JSON.stringify(documents).match(/image-[a-f0-9]{40}-\d+x\d+-[a-z]+/g));
    expect(assetIds.filter((id) => id.startsWith("image-") && !used.has(id))).toEqual([]);
  });
});

describe("the embedded dataset's document files", () => {
  // As Sanity names a file asset's file: `<sha1>.<ext>` of its own bytes, so its URL never serves other bytes.
  it("each is a PDF named by its SHA-1, and a document uses it", () => {
    const wrong: string[] = [];
    for (const name of readdirSync(path.join(contentDir, "files"))) {
      const bytes = readFileSync(path.join(contentDir, "files", name));
      const named = `${createHash("sha1").update(bytes).digest("hex")}.pdf`;
      if (name !== named || bytes.subarray(0, 5).toString("latin1") !== "%PDF-") wrong.push(`${name} should be a PDF named ${named}`);
    }
    expect(wrong).toEqual([]);
    const used = new Set(JSON.stringify(documents).match(/file-[a-f0-9]{40}-[a-z0-9]+/g));
    expect(assetIds.filter((id) => id.startsWith("file-") && !used.has(id))).toEqual([]);
  });
});

describe("a document that breaks a rule is reported by document and field", () => {
  let article: Doc;
  let body: Block[];
  beforeAll(() => {
    article = byId("insight-chain-of-custody");
    body = article.portableText as Block[];
  });

  async function problemsOf(...changed: Doc[]): Promise<Problem[]> {
    const ids = new Set(changed.map((d) => d._id));
    return errors(await validateDocuments([...documents.filter((d) => !ids.has(d._id)), ...changed], assetIds, ids));
  }

  it("an article without author, date or main image", async () => {
    const doc: Doc = { ...article, _id: "insight-incomplete", slug: { _type: "slug", current: "incomplete" } };
    delete doc.Author;
    delete doc.Date;
    delete doc.Image;
    const problems = await problemsOf(doc);
    expect(problems.map((p) => [p.documentId, p.field, p.message])).toEqual([
      ["insight-incomplete", "Author", "Name the author."],
      ["insight-incomplete", "Date", "Choose the publication date."],
      ["insight-incomplete", "Image", "Add the article's main image."],
      ["insight-incomplete", "Image.alt", "Describe the image for people who cannot see it (alternative text)."],
    ]);
  });

  it("a blank title", async () => {
    const problems = await problemsOf({ ...article, Title: "   " });
    expect(problems.map((p) => [p.documentId, p.field, p.message])).toEqual([["insight-chain-of-custody", "Title", "Give the article a title."]]);
  });

  it("an image without alternative text, on the article and inside its text", async () => {
    const image = body.find((b) => b._type === "image")!;
    const doc = {
      ...article,
      Image: { ...(article.Image as object), alt: "" },
      portableText: body.map((b) => (b._key === image._key ? { ...b, alt: undefined } : b)),
    };
    const problems = await problemsOf(doc);
    const altMessage = "Describe the image for people who cannot see it (alternative text).";
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ["Image.alt", altMessage],
      [`portableText[_key=="${image._key}"].alt`, altMessage],
    ]);
  });

  it("a web address already used by another article", async () => {
    const other = byId("insight-per-test-pricing");
    const problems = await problemsOf({ ...article, slug: other.slug });
    expect(problems.map((p) => [p.documentId, p.field, p.message])).toEqual([
      [
        "insight-chain-of-custody",
        "slug",
        `Another insight already uses the web address "per-test-pricing-budgeting-lis": change the title or edit the address.`,
      ],
    ]);
  });

  it("web addresses that break the slug rule, and a former address that is the current one", async () => {
    const industry = byId("industry-treatment-courts");
    const problems = await problemsOf(
      { ...article, slug: { _type: "slug", current: "painé" } },
      { ...industry, slug: { _type: "slug", current: "Treatment-Courts" }, formerSlugs: ["pain日", "treatment-courts"] },
    );
    const rule = (slug: string) =>
      `The web address "${slug}" may hold only lower-case letters a-z, digits and single hyphens between words, e.g. treatment-courts.`;
    expect(problems.map((p) => [p.documentId, p.field, p.message])).toEqual([
      ["insight-chain-of-custody", "slug", rule("painé")],
      ["industry-treatment-courts", "slug", rule("Treatment-Courts")],
      ["industry-treatment-courts", "formerSlugs", `"treatment-courts" is the current web address: remove it from the former ones.`],
      ["industry-treatment-courts", "formerSlugs[0]", rule("pain日")],
    ]);
  });

  it("a former address of a page of the top level that the site itself uses (/api, /insights, /images, /sitemaps); under a parent, or for an industry, such a slug is fine", async () => {
    const page = { ...byId("page-trust-and-security"), formerSlugs: ["security", "api", "insights"] };
    const child = { ...byId("page-request-a-demo"), _id: "page-child", parent: { _type: "reference", _ref: "page-trust-and-security" }, formerSlugs: ["api"] };
    const industry = { ...byId("industry-treatment-courts"), formerSlugs: ["images"] };
    expect((await problemsOf(page, child, industry)).map((p) => [p.documentId, p.field, p.message])).toEqual([
      ["page-trust-and-security", "formerSlugs", "The former address /api is used by the site itself: remove it from the former web addresses."],
    ]);
  });

  it("a page at an address a fixed page uses, or another page has, and a page under a page that is under another", async () => {
    const fixed = byId("page-trust-and-security");
    fixed.slug = { _type: "slug", current: "contact" };
    const twin = { ...byId("page-request-a-demo"), _id: "page-twin", slug: { _type: "slug", current: "trust-and-security" } };
    const child = { ...byId("page-request-a-demo"), _id: "page-child", parent: { _type: "reference", _ref: "page-trust-and-security" } };
    const grandchild = {
      ...byId("page-request-a-demo"),
      _id: "page-grandchild",
      slug: { _type: "slug", current: "deeper" },
      parent: { _type: "reference", _ref: "page-child" },
    };
    const others = documents.filter((d) => d._type !== "page" && d._id !== "page-trust-and-security");
    expect(describeProblems(errors(await validateDocuments([...others, fixed, byId("page-request-a-demo")], assetIds)))).toBe(
      "page-trust-and-security (page) › slug: The address /contact is already a page of the site: choose another web address.",
    );
    const problems = describeProblems(
      errors(await validateDocuments([...others, byId("page-trust-and-security"), byId("page-request-a-demo"), twin, child, grandchild], assetIds)),
    );
    expect(problems).toContain("page-twin (page) › slug: Another page already has the address /trust-and-security: choose another web address.");
    expect(problems).toContain("page-grandchild (page) › slug: The parent page sits under another page itself: choose a page of the top level as the parent.");
    expect(problems).not.toContain("page-child (page)");
  });

  it("a page under a fixed page: under About it is fine; under Paracelsus, which has pages of the site below it, it is refused in plain words", async () => {
    const underAbout = { ...byId("page-trust-and-security"), parent: { _type: "reference", _ref: "aboutPage" } };
    const underParacelsus = { ...byId("page-request-a-demo"), parent: { _type: "reference", _ref: "paracelsusPage" } };
    const others = documents.filter((d) => d._type !== "page");
    const problems = describeProblems(errors(await validateDocuments([...others, underAbout, underParacelsus], assetIds)));
    expect(problems).toBe(
      "page-request-a-demo (page) › slug: The page /solutions/paracelsus has pages of the site under it, so a page cannot go there: choose About, Resources or another page as Under the page.",
    );
  });

  it("a picture beside text without its picture's alternative text or a side, and latest insights asking for more than the page shows or by a tag no article has", async () => {
    const trust = byId("page-trust-and-security");
    const demo = byId("page-request-a-demo");
    type Section = { _type: string; _key: string; image?: { alt?: string }; side?: string; count?: number; tag?: string };
    const pictured = (trust.sections as Section[]).find((section) => section._type === "pictureTextSection")!;
    delete pictured.image!.alt;
    delete pictured.side;
    const latest = (demo.sections as Section[]).find((section) => section._type === "latestInsightsSection")!;
    latest.count = 9;
    latest.tag = "Treatment Courts";
    const at = (section: Section, field: string) => `sections[_key=="${section._key}"].${field}`;
    const refused = await problemsOf(trust, demo);
    expect(refused.map((p) => [p.field, p.message])).toEqual(
      expect.arrayContaining([
        [at(pictured, "image.alt"), "Describe the image for people who cannot see it (alternative text)."],
        [at(pictured, "side"), "Choose the side the picture stands on: left or right."],
        [at(latest, "count"), "Show 1 to 6 insights, as a whole number."],
        [at(latest, "tag"), "Write the tag's key: lower-case words joined by hyphens, e.g. treatment-courts."],
      ]),
    );
    expect(refused).toHaveLength(4);
    // A tag no published article has is allowed, with a warning: the page leaves the section out.
    latest.count = 3;
    latest.tag = "paracelsus-lis";
    const warned = { ...demo, sections: [...(demo.sections as Section[]), { ...latest, _key: "unused-tag", tag: "no-article-has-it" }] };
    const problems = await validateDocuments([...documents.filter((d) => d._id !== demo._id), warned], assetIds, new Set([demo._id]));
    expect(problems.map((p) => [p.level, p.field, p.message])).toEqual([
      [
        "warning",
        'sections[_key=="unused-tag"].tag',
        'No published insight has the tag "no-article-has-it" yet: until one has, the page leaves this section out.',
      ],
    ]);
  });

  it("a text style, a mark and a link the site cannot show", async () => {
    const first = body[0]!;
    const doc = {
      ...article,
      portableText: [
        {
          ...first,
          style: "h1",
        },
        {
          _type: "block",
          _key: "withlink",
          style: "normal",
          markDefs: [{ _type: "link", _key: "bad", href: "javascript:alert(1)" }],
          children: [{ _type: "span", _key: "s1", text: "Click", marks: ["bad", "highlight"] }],
        },
        ...body.slice(1),
      ],
    };
    const problems = await problemsOf(doc);
    expect(problems.map((p) => p.field)).toEqual([
      `portableText[_key=="${first._key}"]`,
      `portableText[_key=="withlink"]`,
      `portableText[_key=="withlink"].markDefs[_key=="bad"].href`,
    ]);
    expect(problems[0]!.message).toMatch(/text style "h1" is not shown/);
    expect(problems[1]!.message).toMatch(/formatting "highlight" is not shown/);
    expect(problems[2]!.message).toBe("Use a web address (https://…), an e-mail link (mailto:name@example.com) or a phone link (tel:+18505550100).");
  });

  it("a tag without the page it leads to", async () => {
    const tags = structuredClone(article.tags as { _key: string; page?: unknown; url?: string }[]);
    delete tags[0]!.page;
    const problems = await problemsOf({ ...article, tags });
    expect(problems.map((p) => [p.field, p.message])).toEqual([[`tags[_key=="${tags[0]!._key}"].page`, "Choose the page of this site the tag leads to."]]);
  });

  it("a typed link to a page of the site, or one a browser opens elsewhere: internal links are by reference only", async () => {
    const linkBlock = (key: string, href: string) => ({
      _type: "block",
      _key: key,
      style: "normal",
      markDefs: [{ _type: "link", _key: "l", href }],
      children: [{ _type: "span", _key: "s", text: "Go", marks: ["l"] }],
    });
    const hrefs = ["/\\evil.example/path", "//evil.example/x", "/contact", "vbscript:msgbox(1)", "http://example.org"];
    const problems = await problemsOf({ ...article, portableText: [...hrefs.map((href, i) => linkBlock(`k${i}`, href)), ...body] });
    expect(problems.map((p) => p.field)).toEqual(hrefs.map((_, i) => `portableText[_key=="k${i}"].markDefs[_key=="l"].href`));
    expect(problems[0]!.message).toBe(
      "Use a web address (https://…), an e-mail link (mailto:name@example.com) or a phone link (tel:+18505550100). To link to a page of this site, use an internal link and choose the page.",
    );
  });

  it("an internal link without its page, and a social link that is no https:// page", async () => {
    const settings = byId("siteSettings");
    const social = structuredClone(settings.social as { _key: string; url: string }[]);
    social[0]!.url = "data:text/html,<script>alert(1)</script>";
    const doc = {
      ...article,
      portableText: [
        {
          _type: "block",
          _key: "in",
          style: "normal",
          markDefs: [{ _type: "internalLink", _key: "l" }],
          children: [{ _type: "span", _key: "s", text: "Go", marks: ["l"] }],
        },
        ...body,
      ],
    };
    const problems = await problemsOf(doc, { ...settings, social });
    expect(problems.map((p) => [p.documentId, p.field, p.message])).toEqual([
      ["insight-chain-of-custody", `portableText[_key=="in"].markDefs[_key=="l"].reference`, "Choose the page the link opens."],
      ["siteSettings", `social[_key=="${social[0]!._key}"].url`, "Use a web address (https://…)."],
    ]);
  });

  it("an image whose file is not in the export", async () => {
    const doc = { ...article, Image: { ...(article.Image as object), asset: { _type: "reference", _ref: "image-0000-10x10-png" } } };
    const problems = await problemsOf(doc);
    expect(problems.map((p) => p.field)).toEqual(["Image.asset"]);
  });

  it("a testimonial without role or quote, and a privacy policy without text", async () => {
    const person = byId("testimonial-dana-exampleton");
    delete person.position;
    person.content = [];
    const policy = { ...byId("privacyPolicy"), body: [] };
    const problems = await problemsOf(person, policy);
    expect(problems.map((p) => [p.documentId, p.field, p.message])).toEqual([
      ["testimonial-dana-exampleton", "position", "Give the person's role and organisation."],
      ["testimonial-dana-exampleton", "content", "Write the quote."],
      ["privacyPolicy", "body", "Write the policy text."],
    ]);
    expect(describeProblems(problems)).toContain("testimonial-dana-exampleton (testimonial) › position: Give the person's role");
  });

  it("an organisation name longer than fits beside the logo on a phone is warned about, not refused", async () => {
    const long = { ...byId("siteSettings"), name: "Advanced Case Management Technologies Inc." };
    const settingsOnly = new Set(["siteSettings"]);
    const problems = await validateDocuments([...documents.filter((d) => d._id !== "siteSettings"), long], assetIds, settingsOnly);
    expect(problems.map((p) => [p.level, p.field, p.message])).toEqual([
      ["warning", "name", "Longer than 34 characters: beside the logo on a phone it wraps past three lines. Shorten it if you can."],
    ]);
    const fits = { ...byId("siteSettings"), name: "Advanced Case Technologies" };
    expect(await validateDocuments([...documents.filter((d) => d._id !== "siteSettings"), fits], assetIds, settingsOnly)).toEqual([]);
  });
});

describe("addresses of links off the site", () => {
  it.each(["https://example.org/a?b=c", "mailto:help@example.com", "tel:+1-850-555-0100"])("accepts %s", (href) => expect(linkProblem(href)).toBeUndefined());
  it.each([
    "/contact",
    "/solutions/dccm#top",
    "http://example.org",
    "//evil.example",
    "/\\evil.example/path",
    "javascript:alert(1)",
    "data:text/html,x",
    "vbscript:msgbox(1)",
    "ftp://example.org",
    "example.org",
    "https://",
    " /contact",
    "mailto:nobody",
    "",
  ])("refuses %j", (href) => expect(linkProblem(href)).toBeDefined());
});
