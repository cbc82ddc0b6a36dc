import { describe, expect, it } from "vitest";
import { FIELDS, PRODUCTS, type FieldSpec } from "./fields";

describe("the field model's order", () => {
  it("is the form's: contact details, each product's section in turn, the rest, then where it came from", () => {
    const fields: readonly FieldSpec[] = FIELDS;
    const shown = [
      ...fields.filter((field) => !field.product && !field.hidden && field.kind !== "textarea"),
      ...PRODUCTS.flatMap((product) => fields.filter((field) => field.product === product.key)),
      ...fields.filter((field) => !field.product && !field.hidden && field.kind === "textarea"),
      ...fields.filter((field) => field.hidden),
    ];
    expect(fields.map((field) => field.name)).toEqual(shown.map((field) => field.name));
  });
});
