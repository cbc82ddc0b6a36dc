/**
 * What page loaders share, against the real content service over the
 * embedded source: a family member is found by its published slug, a slug it
 * had answers 301 to its address now, anything else is a 404.
 */
import { describe, expect, it } from "vitest";
import { fixtureDocuments, fixtureFamilyDocuments } from "../../tests/support/fixture-dataset";
import { SwrCache } from "~/caching/answer-cache.server";
import { ContentService } from "~/content/content-service.server";
import { toPublishedDataset } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { CACHE_NOT_FOUND } from "~/lib/http";
import { builtPageAt, memberOf, required } from "./page-content.server";
import { silentLogger } from "~/lib/logger.server";

const content = new ContentService(new EmbeddedSource(toPublishedDataset([...fixtureDocuments, ...fixtureFamilyDocuments])), new SwrCache({ ttlMs: 60_000 }), {
  log: silentLogger(),
});

/** What a loader throws: a Response (a redirect), or data with a status (a 404). */
async function thrown(run: () => unknown): Promise<{ status: number; location?: string | null; cacheControl?: string | null }> {
  try {
    await run();
  } catch (answer) {
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location") };
    const init = (answer as { init?: { status?: number; headers?: Record<string, string> } }).init;
    return { status: init?.status ?? 0, cacheControl: new Headers(init?.headers).get("Cache-Control") };
  }
  throw new Error("nothing was thrown");
}

describe("a family member's page", () => {
  it("goes on for a published slug", async () => {
    await expect(memberOf(content, "industry", "reference-labs")).resolves.toBeUndefined();
    await expect(memberOf(content, "industry", "treatment-courts")).resolves.toBeUndefined();
    await expect(memberOf(content, "lisSolution", "transactional-billing")).resolves.toBeUndefined();
  });

  it("sends a slug the member had to its address now, for good", async () => {
    expect(await thrown(() => memberOf(content, "industry", "labs"))).toEqual({ status: 301, location: "/solutions/paracelsus/who-we-serve/reference-labs" });
    expect(await thrown(() => memberOf(content, "industry", "reference-laboratories"))).toMatchObject({
      location: "/solutions/paracelsus/who-we-serve/reference-labs",
    });
    expect(await thrown(() => memberOf(content, "lisSolution", "billing"))).toEqual({
      status: 301,
      location: "/solutions/paracelsus/lis-solutions/transactional-billing",
    });
  });

  it("is not found for an unknown slug, a draft's, another family's, or none", async () => {
    const notFound = { status: 404, cacheControl: CACHE_NOT_FOUND };
    expect(await thrown(() => memberOf(content, "industry", "no-such-industry"))).toEqual(notFound);
    expect(await thrown(() => memberOf(content, "industry", "clinics"))).toEqual(notFound);
    expect(await thrown(() => memberOf(content, "industry", "transactional-billing"))).toEqual(notFound);
    expect(await thrown(() => memberOf(content, "lisSolution", "labs"))).toEqual(notFound);
    expect(await thrown(() => memberOf(content, "industry", undefined))).toEqual(notFound);
  });
});

describe("a page's document", () => {
  it("is passed on when published, and a 404 when not", async () => {
    const document = { _id: "aboutPage" };
    expect(required(document)).toBe(document);
    expect(await thrown(() => required(null))).toEqual({ status: 404, cacheControl: CACHE_NOT_FOUND });
    expect(await thrown(() => required(undefined))).toEqual({ status: 404, cacheControl: CACHE_NOT_FOUND });
  });
});

describe("the site query over the family documents", () => {
  it("lists the published members with an address: the overview's Order list first, then the unlisted, oldest first", async () => {
    const site = await content.site();
    expect(site.industries.map((member) => member.slug)).toEqual(["reference-labs", "treatment-courts", "correctional-facilities"]);
    expect(site.lisSolutions.map((member) => member.slug)).toEqual(["transactional-billing"]);
  });
});

describe("slugs that break the rule (letters a-z, digits, hyphens: app/lib/slugs.ts), as a dataset may still hold them", () => {
  const industry = (id: string, slug: string, formerSlugs: string[]) => ({
    _id: id,
    _type: "industry",
    _createdAt: "2026-01-01T00:00:00Z",
    title: id,
    slug: { _type: "slug", current: slug },
    formerSlugs,
  });
  const hostile = new ContentService(
    new EmbeddedSource(
      toPublishedDataset([
        ...fixtureDocuments,
        ...fixtureFamilyDocuments,
        industry("industry-kanji", "pain日", ["pain-old"]),
        industry("industry-accent", "painé", ["pain-accent"]),
        industry("industry-upper", "Treatment-Courts", ["treatment-courts-old"]),
        industry("industry-loop", "pain-clinics", ["pain-clinics", "PAIN-CLINICS", "pain-clinic", "Pain Clinic", "pain%2fx"]),
      ]),
    ),
    new SwrCache({ ttlMs: 60_000 }),
    { log: silentLogger() },
  );
  const notFound = { status: 404, cacheControl: CACHE_NOT_FOUND };

  it("leave their page out: its old addresses are not found, never a redirect a header cannot carry, nor one that loops", async () => {
    expect(await thrown(() => memberOf(hostile, "industry", "pain-old"))).toEqual(notFound);
    expect(await thrown(() => memberOf(hostile, "industry", "pain-accent"))).toEqual(notFound);
    expect(await thrown(() => memberOf(hostile, "industry", "treatment-courts-old"))).toEqual(notFound);
    expect(await thrown(() => memberOf(hostile, "industry", "painé"))).toEqual(notFound);
    const site = await hostile.site();
    expect(site.industries.map((member) => member.slug)).toEqual(["reference-labs", "treatment-courts", "correctional-facilities", "pain-clinics"]);
  });

  it("a former slug equal to the current one in any case, or breaking the rule, is ignored", async () => {
    const site = await hostile.site();
    expect(site.industries.find((member) => member.slug === "pain-clinics")?.formerSlugs).toEqual(["pain-clinic"]);
    await expect(memberOf(hostile, "industry", "pain-clinics")).resolves.toBeUndefined();
    expect(await thrown(() => memberOf(hostile, "industry", "pain-clinic"))).toEqual({
      status: 301,
      location: "/solutions/paracelsus/who-we-serve/pain-clinics",
    });
  });
});

describe("a built page's address", () => {
  const pages = [
    { _id: "page-trust", _type: "page", title: "Trust & Security", slug: { _type: "slug", current: "trust-and-security" }, formerSlugs: ["security"] },
    { _id: "page-hosting", _type: "page", title: "Hosting", slug: { _type: "slug", current: "hosting" }, parent: { _type: "reference", _ref: "page-trust" } },
  ];
  const site = new ContentService(new EmbeddedSource(toPublishedDataset([...fixtureDocuments, ...pages])), new SwrCache({ ttlMs: 60_000 }), {
    log: silentLogger(),
  });

  it("is the page's; a former one answers 301", async () => {
    await expect(builtPageAt(site, "/trust-and-security")).resolves.toMatchObject({ id: "page-trust" });
    await expect(builtPageAt(site, "/trust-and-security/hosting")).resolves.toMatchObject({ id: "page-hosting" });
    expect(await thrown(() => builtPageAt(site, "/security"))).toEqual({ status: 301, location: "/trust-and-security" });
  });

  it("in another letter case answers 301 to the page's, as a fixed page's does", async () => {
    expect(await thrown(() => builtPageAt(site, "/Trust-And-Security"))).toEqual({ status: 301, location: "/trust-and-security" });
    expect(await thrown(() => builtPageAt(site, "/TRUST-AND-SECURITY/Hosting"))).toEqual({ status: 301, location: "/trust-and-security/hosting" });
    expect(await thrown(() => builtPageAt(site, "/Security"))).toEqual({ status: 301, location: "/trust-and-security" });
    expect(await thrown(() => builtPageAt(site, "/Trust-and-security", "?utm_source=mail"))).toEqual({
      status: 301,
      location: "/trust-and-security?utm_source=mail",
    });
  });

  it("is no page's otherwise, in any case", async () => {
    await expect(builtPageAt(site, "/no-such-page")).resolves.toBeUndefined();
    await expect(builtPageAt(site, "/No-Such-Page")).resolves.toBeUndefined();
  });
});
