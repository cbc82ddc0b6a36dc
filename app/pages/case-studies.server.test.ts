/**
 * Case studies' cards and their listing on the pages they name, from the
 * embedded dataset through the real content service; and a figure is shown
 * only with its source and date.
 */
import { describe, expect, it } from "vitest";
import { caseStudies, industries } from "../../tests/support/dataset";
import { SwrCache } from "~/caching/answer-cache.server";
import { ContentService } from "~/content/content-service.server";
import { loadExportedDataset } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { parseEnv } from "~/lib/env.server";
import { silentLogger } from "~/lib/logger.server";
import { caseStudyCards, relatedCaseStudies, sourcedFacts } from "./case-studies.server";

const content = new ContentService(new EmbeddedSource(loadExportedDataset("content/data.ndjson")), new SwrCache({ ttlMs: 60_000 }), { log: silentLogger() });
const context = { env: parseEnv({ SITE_URL: "https://act.example" }), content, preview: false };
const namedBy = (id: string) => caseStudies.filter((study) => [...study.products, ...(study.industries ?? [])].some((ref) => ref._ref === id));

describe("case studies", () => {
  it("shows a figure only with what it measures, its source and its date", () => {
    const whole = { _key: "a", figure: "60%", label: "less time", source: "Court log", date: "2026-03-31" };
    expect(sourcedFacts([whole, { ...whole, _key: "b", source: "" }, { ...whole, _key: "c", date: null }, null])).toEqual([
      { key: "a", figure: "60%", label: "less time", source: "Court log", date: "2026-03-31" },
    ]);
  });

  it("makes a card of each case study with a slug and a client, its headline result its first", () => {
    const headline = { figure: "1 day", label: "sooner", source: "Lab report", date: "2026-05-31" };
    const card = { title: "T", slug: "s", client: "Lab", agencyType: "Laboratory", products: ["Paracelsus LIS", null], headline };
    expect(caseStudyCards([card, { ...card, slug: null }, { ...card, client: "" }])).toEqual([
      { slug: "s", client: "Lab", title: "T", agencyType: "Laboratory", products: ["Paracelsus LIS"], headline: { key: "", ...headline } },
    ]);
  });

  it("lists on DCCM, Paracelsus and each industry the case studies naming it, under Customers' heading, and none where none does", async () => {
    for (const page of ["dccmPage", "paracelsusPage", ...industries.map((industry) => industry._id)]) {
      const related = await relatedCaseStudies(context, [page]);
      const expected = namedBy(page).map((study) => study.client);
      if (expected.length === 0) expect(related, page).toBeUndefined();
      else {
        expect(related?.title, page).toBe("Customer results");
        expect(
          related?.cards.map((card) => card.client),
          page,
        ).toEqual(expected);
        expect(
          related?.cards.every((card) => card.headline?.source && card.headline.date),
          page,
        ).toBe(true);
      }
    }
    expect(namedBy("dccmPage").length * namedBy("paracelsusPage").length).toBeGreaterThan(0);
  });
});
