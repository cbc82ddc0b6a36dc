import { describe, expect, it } from "vitest";
import { sectionScripts } from "./sections.server";
import { LAZY_BLOCKS } from "./lazy-blocks";

// What the build lists for each block loaded on demand (scripts/lib/vite-lazy-chunks.ts).
const chunks = {
  [LAZY_BLOCKS.enquiryFormSection]: ["/assets/enquiry-form-1.js", "/assets/enquiry-form-2.js"],
  [LAZY_BLOCKS.questionsSection]: ["/assets/accordion-1.js", "/assets/accordion-2.js"],
  [LAZY_BLOCKS.statisticsSection]: ["/assets/stat-counter-1.js"],
};

describe("sectionScripts", () => {
  it("names the scripts of a page's interactive blocks, each once, and none for the others", () => {
    expect(sectionScripts([{ _type: "hero" }, { _type: "questionsSection" }, { _type: "textSection" }, { _type: "questionsSection" }], chunks)).toEqual([
      "/assets/accordion-1.js",
      "/assets/accordion-2.js",
    ]);
    expect(sectionScripts([{ _type: "hero" }, { _type: "enquiryFormSection" }], chunks)).toEqual(["/assets/enquiry-form-1.js", "/assets/enquiry-form-2.js"]);
  });

  it("names none for a page without an interactive block", () => {
    expect(sectionScripts([{ _type: "hero" }, { _type: "cardsSection" }, { _type: "callToAction" }], chunks)).toEqual([]);
  });
});
