import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV export cells", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+1 850 555 0100", "'+1 850 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["plain", "plain"],
    ["a,b", `"a,b"`],
    ["line\nbreak", `"line\nbreak"`],
    // A spreadsheet may start a row at any of these; quoted, the cell keeps them as text.
    ["line\rbreak", `"line\rbreak"`],
    ["line\u2028separator", `"line\u2028separator"`],
    ["paragraph\u2029separator", `"paragraph\u2029separator"`],
    ["next\u0085line", `"next\u0085line"`],
    ["vertical\u000btab", `"vertical\u000btab"`],
    ["form\u000cfeed", `"form\u000cfeed"`],
  ])("neutralises %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
  it("joins a row", () => {
    expect(csvRow(["a", 1, null, true])).toBe("a,1,,true");
  });
});
