import { describe, expect, it } from "vitest";
import { withDeadline } from "./deadline";

describe("withDeadline", () => {
  it("passes on an answer or a failure that comes in time", async () => {
    await expect(withDeadline(Promise.resolve(7), 1_000)).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error("refused")), 1_000)).rejects.toThrow("refused");
  });
  it("rejects with ETIMEDOUT, naming what was waited for, once the time is up", async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withDeadline(never, 20, "the mail server")).rejects.toMatchObject({
      code: "ETIMEDOUT",
      message: "the mail server: no answer within 20 ms",
    });
  });
});
