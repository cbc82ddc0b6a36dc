import { describe, expect, it } from "vitest";
import { resourcesPagePath, topicPath } from "./resources-pages";
import { topicsOf } from "./topics";

describe("Resources' topics", () => {
  it("lists each tag key once, named as the newest article names it, in alphabetical order", () => {
    const topics = topicsOf([
      {
        tags: [
          { label: "Treatment courts", value: "treatment-courts" },
          { label: "DCCM", value: "dccm" },
        ],
      },
      { tags: null },
      {
        tags: [
          { label: "Treatment Courts (old name)", value: "treatment-courts" },
          { label: "Addiction Recovery Centers", value: "addiction-recovery-centers" },
        ],
      },
    ]);
    expect(topics).toEqual([
      { slug: "addiction-recovery-centers", label: "Addiction Recovery Centers" },
      { slug: "dccm", label: "DCCM" },
      { slug: "treatment-courts", label: "Treatment courts" },
    ]);
  });

  it("leaves out a tag whose key makes no address or which has no words", () => {
    const topics = topicsOf([
      {
        tags: [
          { label: "Bad key", value: "Bad Key" },
          { label: "No key", value: null },
          { label: "  ", value: "blank-label" },
          { label: null, value: "no-label" },
          { label: "Good", value: "good" },
        ],
      },
    ]);
    expect(topics).toEqual([{ slug: "good", label: "Good" }]);
  });

  it("gives each topic its own address, with later pages below it", () => {
    expect(topicPath("treatment-courts")).toBe("/resources/topic/treatment-courts");
    expect(resourcesPagePath(1, "dccm")).toBe("/resources/topic/dccm");
    expect(resourcesPagePath(3, "dccm")).toBe("/resources/topic/dccm/page/3");
    expect(resourcesPagePath(2)).toBe("/resources/page/2");
  });
});
