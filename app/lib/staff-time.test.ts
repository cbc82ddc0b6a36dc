import { describe, expect, it } from "vitest";
import { canonicalTimeZone, DEFAULT_BUSINESS_TIME_ZONE, staffTime } from "./staff-time";

describe("times as staff read them", () => {
  it("are in the business's zone and words, the evening before in New York for a UTC night", () => {
    expect(staffTime("2026-11-25T01:41:45.351Z", DEFAULT_BUSINESS_TIME_ZONE)).toBe("Tuesday 24 November 2026, 8:41 PM ET");
    expect(staffTime("2026-07-01T13:05:00.000Z", DEFAULT_BUSINESS_TIME_ZONE)).toBe("Wednesday 1 July 2026, 9:05 AM ET");
    expect(staffTime("2026-11-25T01:41:45.351Z", "America/Chicago")).toBe("Tuesday 24 November 2026, 7:41 PM CT");
  });

  it("know a zone by its IANA name, in any case, and nothing else", () => {
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("Eastern")).toBeUndefined();
    expect(canonicalTimeZone("")).toBeUndefined();
  });
});
