import { describe, expect, it } from "vitest";
import { portOption, wholeNumberOption } from "./number-option";

describe("a script's numeric option", () => {
  it("takes a whole number within its range", () => {
    expect(wholeNumberOption("runs", "5")).toBe(5);
    expect(wholeNumberOption("seed", "0", { min: 0 })).toBe(0);
    expect(wholeNumberOption("minutes", "15", { max: 15 })).toBe(15);
    expect(portOption("65535")).toBe(65_535);
  });

  it("refuses anything else, naming the option and what it takes", () => {
    expect(() => wholeNumberOption("runs", "ten")).toThrow('--runs takes a whole number of at least 1, not "ten"');
    expect(() => wholeNumberOption("runs", "")).toThrow('--runs takes a whole number of at least 1, not ""');
    expect(() => wholeNumberOption("runs", "0")).toThrow("--runs takes a whole number of at least 1");
    expect(() => wholeNumberOption("runs", "2.5")).toThrow("--runs takes a whole number of at least 1");
    expect(() => wholeNumberOption("runs", "-3")).toThrow("--runs takes a whole number of at least 1");
    expect(() => wholeNumberOption("runs", " 4")).toThrow("--runs takes a whole number of at least 1");
    expect(() => wholeNumberOption("minutes", "16", { max: 15 })).toThrow('--minutes takes a whole number from 1 to 15, not "16"');
    expect(() => portOption("70000")).toThrow('--port takes a whole number from 1 to 65535, not "70000"');
  });
});
