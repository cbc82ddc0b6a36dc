import { describe, expect, it } from "vitest";
import { formerSlugsAfterPublish } from "./former-slugs";

const page = (slug: string, formerSlugs?: string[]) => ({ slug: { current: slug }, ...(formerSlugs ? { formerSlugs } : {}) });

describe("publishing a page keeps the addresses it had", () => {
  it("adds the published slug when the draft changes it", () => {
    expect(formerSlugsAfterPublish(page("reference-labs"), page("clinical-reference-labs"))).toEqual(["reference-labs"]);
    expect(formerSlugsAfterPublish(page("b", ["a"]), page("c", ["a"]))).toEqual(["a", "b"]);
  });
  it("changes nothing when the slug stays, or on a first publish", () => {
    expect(formerSlugsAfterPublish(page("same", ["old"]), page("same", ["old"]))).toBeUndefined();
    expect(formerSlugsAfterPublish(null, page("new"))).toBeUndefined();
  });
  it("forgets a former slug the page takes back, so it is not its own redirect", () => {
    expect(formerSlugsAfterPublish(page("b", ["a"]), page("a", ["a"]))).toEqual(["b"]);
  });
  it("never keeps the current address as a former one, in any letter case, nor an old one that breaks the slug rule", () => {
    expect(formerSlugsAfterPublish(page("Treatment-Courts"), page("treatment-courts"))).toBeUndefined();
    expect(formerSlugsAfterPublish(page("a", ["B", "c"]), page("b", ["B", "c"]))).toEqual(["c", "a"]);
    expect(formerSlugsAfterPublish(page("painé"), page("pain"))).toBeUndefined();
  });
});
