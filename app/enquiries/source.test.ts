import { describe, expect, it } from "vitest";
import { CONTACT_QUERY_PARAMETERS } from "~/lib/http";
import { emptyEnquiry } from "./fields";
import { parseEnquiry } from "./schema";
import {
  CAMPAIGN_LIMIT,
  CAMPAIGN_PARAMETERS,
  campaignValue,
  emptySource,
  PRODUCT_PARAMETER,
  sitePath,
  siteOrigin,
  sourceOfRequest,
  sourceSummary,
} from "./source";

const VISITOR = { firstName: "Dana", lastName: "Reyes", email: "dana@example.org", phone: "(850) 555-0100", city: "Pensacola", state: "FL" };
const SITE = "https://www.act.example";

describe("the enquiry's source as the form carries it", () => {
  it("keeps a path of the site, and nothing that leads elsewhere or is not a path", () => {
    expect(sitePath("/solutions/dccm")).toBe("/solutions/dccm");
    expect(sitePath("/solutions/paracelsus/lis-solutions/transactional-billing")).toBe("/solutions/paracelsus/lis-solutions/transactional-billing");
    for (const hostile of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "solutions",
      "/a b",
      "/a?x=1",
      "/a#b",
      "/é",
      `/${"a".repeat(400)}`,
      "",
    ])
      expect(sitePath(hostile), hostile).toBe("");
  });

  it("keeps of a referring address only its site (the origin), and only an http(s) one", () => {
    expect(siteOrigin("https://www.google.com/search?q=drug+court+software")).toBe("https://www.google.com");
    expect(siteOrigin("http://partner.example:8080/page")).toBe("http://partner.example:8080");
    for (const hostile of ["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://files.example/", "not a url", "/relative"])
      expect(siteOrigin(hostile), hostile).toBe("");
  });

  it("trims a campaign value, takes out controls and invisible characters, and cuts it at the limit without splitting a character", () => {
    expect(campaignValue("  spring sale  ")).toBe("spring sale");
    expect(campaignValue("a\r\nb\u202ec\u200bd\u0000e")).toBe("a b c d e");
    expect(Array.from(campaignValue("😀".repeat(CAMPAIGN_LIMIT + 5)))).toHaveLength(CAMPAIGN_LIMIT);
    expect(campaignValue("x".repeat(5000))).toHaveLength(CAMPAIGN_LIMIT);
  });

  it("is checked by the one schema: hostile values are kept as their rules make them, never a reason to refuse the enquiry", () => {
    const parsed = parseEnquiry({
      ...emptyEnquiry(),
      ...VISITOR,
      source: {
        page: "//evil.example",
        referrer: "javascript:alert(1)",
        utmSource: `=cmd|' /C calc'!A0${"x".repeat(500)}`,
        utmMedium: "<script>alert(1)</script>",
        utmCampaign: "line\nbreak",
        utmTerm: "\u202eevil",
        utmContent: "",
      },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.enquiry.source.page).toBe("");
    expect(parsed.enquiry.source.referrer).toBe("");
    expect(parsed.enquiry.source.utmSource).toHaveLength(CAMPAIGN_LIMIT);
    expect(parsed.enquiry.source.utmMedium).toBe("<script>alert(1)</script>");
    expect(parsed.enquiry.source.utmCampaign).toBe("line break");
    expect(parsed.enquiry.source.utmTerm).toBe("evil");
  });

  it("is optional: an enquiry without it has an empty one; one of the wrong shape is told what is wrong", () => {
    const without = parseEnquiry({ ...VISITOR });
    expect(without.ok && without.enquiry.source).toEqual(emptySource());
    expect(parseEnquiry({ ...VISITOR, source: "x" })).toEqual({ ok: false, errors: { source: '"Where it came from" must be a group of fields (an object).' } });
    expect(parseEnquiry({ ...VISITOR, source: { page: 12 } })).toEqual({ ok: false, errors: { "source.page": "Source page must be text." } });
  });
});

/** The form page's address, the Referer its request carried, and the source the form then carries (beyond an empty one). */
const REQUESTS: [string, string, string | null, Partial<ReturnType<typeof emptySource>>][] = [
  ["names the page of the site the visitor came from", `${SITE}/contact?product=dccm`, `${SITE}/solutions/dccm`, { page: "/solutions/dccm" }],
  // Behind a proxy the request may name another origin than SITE_URL: the host it came to counts as the site too.
  ["counts the host the request came to as the site", "http://127.0.0.1:3100/contact", "http://127.0.0.1:3100/about", { page: "/about" }],
  [
    "reads the campaign of the form page's own address",
    `${SITE}/contact?utm_source=x&utm_medium=y&utm_campaign=z`,
    null,
    { page: "/contact", utmSource: "x", utmMedium: "y", utmCampaign: "z" },
  ],
  ["names another site only by its origin", `${SITE}/contact`, "https://www.google.com/search?q=x", { page: "/contact", referrer: "https://www.google.com" }],
  ["counts the form page itself (a reload) as no page before it", `${SITE}/contact`, `${SITE}/contact?product=dccm`, { page: "/contact" }],
  ["ignores a Referer that is a script", `${SITE}/contact`, "javascript:alert(1)", { page: "/contact" }],
  ["ignores a Referer that is no address", `${SITE}/contact`, "not a url", { page: "/contact" }],
  ["ignores an empty Referer", `${SITE}/contact`, "", { page: "/contact" }],
  ["ignores a Referer whose path leads to another site", `${SITE}/contact`, `${SITE}//evil.example`, { page: "/contact" }],
  [
    "names the campaign of the page before, when the form's own address names none",
    `${SITE}/contact`,
    `${SITE}/?utm_source=x&utm_medium=y&utm_campaign=z`,
    { page: "/", utmSource: "x", utmMedium: "y", utmCampaign: "z" },
  ],
  [
    "keeps the form's own campaign whole, never mixed with the page before's",
    `${SITE}/contact?utm_source=mail`,
    `${SITE}/?utm_source=x&utm_medium=y`,
    { page: "/", utmSource: "mail" },
  ],
  [
    "takes nothing from another site's address but its origin",
    `${SITE}/contact`,
    "https://news.example/a?utm_source=x",
    { page: "/contact", referrer: "https://news.example" },
  ],
];

describe("what the form page's request tells of the source", () => {
  it.each(REQUESTS)("%s", (_, formUrl, referer, expected) => {
    expect(sourceOfRequest(formUrl, referer, SITE)).toEqual({ ...emptySource(), ...expected });
  });

  it("reads only Contact's parameters, which the caches are told of", () => {
    expect([PRODUCT_PARAMETER, ...CAMPAIGN_PARAMETERS.map(([, parameter]) => parameter)].sort()).toEqual([...CONTACT_QUERY_PARAMETERS].sort());
  });
});

describe("the source in staff lists", () => {
  it("reads as one line: the page, the other site and the campaign; an old enquiry's as not recorded", () => {
    expect(sourceSummary({ ...emptySource(), page: "/solutions/dccm", referrer: "https://news.example", utmSource: "x", utmCampaign: "z" })).toBe(
      "from /solutions/dccm, referred by https://news.example, campaign utm_source=x utm_campaign=z",
    );
    expect(sourceSummary(undefined)).toBe("source not recorded");
  });
});
