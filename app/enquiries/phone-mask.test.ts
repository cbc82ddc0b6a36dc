import { describe, expect, it } from "vitest";
import { formatPhone, isPhoneComplete } from "./phone-mask";

describe("the phone mask", () => {
  it.each([
    ["", ""],
    ["8", "(8"],
    ["850", "(850"],
    ["8505", "(850) 5"],
    ["850555", "(850) 555"],
    ["8505550", "(850) 555-0"],
    ["8505550100", "(850) 555-0100"],
    ["85055501009999", "(850) 555-0100"],
    ["+1 (850) 555-0100", "(850) 555-0100"],
    ["850.555.0100", "(850) 555-0100"],
    ["(850) ", "(850"],
    ["abc", ""],
  ])("formats %j as %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
  it("is complete only with ten digits", () => {
    expect(isPhoneComplete("(850) 555-0100")).toBe(true);
    expect(isPhoneComplete("(850) 555-010")).toBe(false);
  });
});
