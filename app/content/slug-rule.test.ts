/**
 * The slug rule where content is read: what a dataset written past the
 * Studio's checks may still hold never becomes an address.
 */
import { describe, expect, it } from "vitest";
import { applySlugRule, type LeftOut } from "./slug-rule";

function apply<T>(answer: T) {
  const leftOut: LeftOut[] = [];
  return { answer: applySlugRule(answer, (item) => leftOut.push(item)), leftOut };
}

describe("the slug rule applied to an answer", () => {
  it("leaves a list's member with a broken slug out, as if unpublished, and says so", () => {
    const { answer, leftOut } = apply({
      items: [
        { _id: "a", slug: { _type: "slug", current: "fine-one" } },
        { _id: "b", slug: { _type: "slug", current: "painé" } },
        { _id: "c", slug: "Treatment-Courts" },
        { _id: "d", slug: null },
      ],
    });
    expect(answer.items.map((item) => item._id)).toEqual(["a", "d"]);
    expect(leftOut).toEqual([
      { id: "b", slug: "painé" },
      { id: "c", slug: "Treatment-Courts" },
    ]);
  });

  it("makes a lone document or a link's page with a broken slug no answer", () => {
    expect(apply({ page: { _type: "industry", slug: "pain日" }, label: "x" }).answer).toEqual({ page: null, label: "x" });
    expect(apply([{ article: { _id: "x", slug: { current: "a/b" } } }]).answer).toEqual([{ article: null }]);
  });

  it("ignores a former slug that breaks the rule or is the current one in any case, keeping the others", () => {
    const { answer, leftOut } = apply([{ _id: "m", slug: "pain-clinics", formerSlugs: ["PAIN-CLINICS", "pain-clinics", "pain-clinic", "pain日"] }]);
    expect(answer[0]!.formerSlugs).toEqual(["pain-clinic"]);
    expect(leftOut).toEqual([{ id: "m", slug: "pain日", formerSlug: true }]);
  });

  it("returns an answer that keeps the rule as it is, not a copy", () => {
    const fine = { items: [{ _id: "a", slug: "a", formerSlugs: ["b"] }], text: [{ _type: "block", children: [] }] };
    expect(apply(fine).answer).toBe(fine);
  });
});
