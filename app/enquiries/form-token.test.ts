import { describe, expect, it } from "vitest";
import { createFormTokens } from "./form-token.server";

describe("form tokens", () => {
  const HOUR = 3_600_000;

  it("accept a token older than the minimum time, and refuse forged, missing or hurried ones", () => {
    let now = 1_000_000;
    const tokens = createFormTokens("s".repeat(32), { minFillSeconds: 3, maxAgeSeconds: 86_400 }, () => now);
    const token = tokens.issue();
    expect(tokens.check(token)).toBe("too-fast");
    now += 3_000;
    expect(tokens.check(token)).toBe("ok");
    expect(tokens.check(undefined)).toBe("missing");
    expect(tokens.check(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBe("invalid");
    expect(tokens.check(token.replace(/^\d+/, String(now - 10_000)))).toBe("invalid");
    expect(createFormTokens("t".repeat(32), { minFillSeconds: 0, maxAgeSeconds: 86_400 }, () => now).check(token)).toBe("invalid");
  });

  it("expire after their maximum age, and tell apart pages rendered in the same millisecond", () => {
    let now = 1_000_000;
    const tokens = createFormTokens("s".repeat(32), { minFillSeconds: 3, maxAgeSeconds: 24 * 3600 }, () => now);
    const token = tokens.issue();
    const twin = tokens.issue();
    expect(twin).not.toBe(token);
    expect(tokens.usedKey(twin)).not.toBe(tokens.usedKey(token));
    now += 24 * HOUR;
    expect(tokens.check(token)).toBe("ok");
    now += 1;
    expect(tokens.check(token)).toBe("expired");
  });
});
