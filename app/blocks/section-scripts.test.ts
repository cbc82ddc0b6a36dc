import { describe, expect, it } from "vitest";
import { sectionScripts } from "./sections.server";
import { LAZY_BLOCKS } from "./lazy-blocks";

// What the build lists for each block loaded on demand (scripts/lib/vite-lazy-chunks.ts).
const chunks = {
  [LAZY_BLOCKS.enquiryFormSection]: ["/assets/enquiry-form-1.js", "/assets/enquiry-form-2.js", "/assets/shared.js"],
};

describe("sectionScripts", () => {
  it("names the scripts of a page's interactive blocks, each once, and none for the others", () => {
    expect(
      sectionScripts([{ _type: "hero" }, { _type: "enquiryFormSection" }, { _type: "questionsSection" }, { _type: "enquiryFormSection" }], chunks),
    ).toEqual(["/assets/enquiry-form-1.js", "/assets/enquiry-form-2.js", "/assets/shared.js"]);
  });

  it("names none for a page without an interactive block: the accordion, the counters and the carousel act through their own scripts", () => {
    expect(
      sectionScripts([{ _type: "hero" }, { _type: "questionsSection" }, { _type: "statisticsSection" }, { _type: "testimonialsSection" }], chunks),
    ).toEqual([]);
  });
});
