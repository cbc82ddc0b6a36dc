import { describe, expect, it } from "vitest";
import { formatDate, SERVER_DATE_LOCALE } from "./dates";

describe("article dates", () => {
  it("renders a calendar date the same everywhere on the server", () => {
    expect(formatDate("2025-03-01", SERVER_DATE_LOCALE)).toBe("March 1, 2025");
  });

  it("spells the server's form exactly as Intl's en-US would, on every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 366; day++) {
      const value = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatDate(value, SERVER_DATE_LOCALE)).toBe(intl.format(new Date(`${value}T00:00:00Z`)));
    }
    expect(formatDate("0999-12-31", SERVER_DATE_LOCALE)).toBe(intl.format(new Date("0999-12-31T00:00:00Z")));
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
