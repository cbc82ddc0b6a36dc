import { describe, expect, it } from "vitest";
import { retryDelay } from "./outbox.server";

describe("retry delays", () => {
  it("double from the base with jitter, capped at an hour", () => {
    expect(retryDelay(1, 1000, () => 0.5)).toBe(1000);
    expect(retryDelay(3, 1000, () => 0.5)).toBe(4000);
    expect(retryDelay(2, 1000, () => 0)).toBe(1600);
    expect(retryDelay(40, 1000, () => 0.5)).toBe(3_600_000);
  });
});
