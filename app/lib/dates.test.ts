import { describe, expect, it } from "vitest";
import { formatDate, SERVER_DATE_LOCALE } from "./dates";

describe("article dates", () => {
  it("renders a calendar date the same everywhere on the server", () => {
    expect(formatDate("2025-03-01", SERVER_DATE_LOCALE)).toBe("March 1, 2025");
  });

  it("never shifts the day with the time zone", () => {
    // 2025-03-01 at midnight UTC is still February 28 in the Americas.
    expect(formatDate("2025-03-01", "en-US")).toContain("March 1");
  });

  it("formats in a given locale", () => {
    expect(formatDate("2025-03-01", "de-DE")).toBe("1. März 2025");
  });

  it("shows an unparseable value as it is", () => {
    expect(formatDate("soon", "en-US")).toBe("soon");
  });
});
