/**
 * The contact page's form token: when the page was rendered, signed, so a
 * submission can prove a person had time to fill the form in. Stateless: any
 * server instance holding the secret can check it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { keptSecret } from "../kept-secret.server";

export type TokenCheck = "ok" | "missing" | "invalid" | "too-fast";

export function createFormTokens(secret: string, minFillSeconds: number, now: () => number = Date.now) {
  const sign = (issuedAt: string) => createHmac("sha256", secret).update(`form:${issuedAt}`).digest("base64url");
  return {
    issue(): string {
      const issuedAt = String(now());
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    check(token: string | undefined): TokenCheck {
      if (!token) return "missing";
      const [issuedAt, signature] = token.split(".");
      if (!issuedAt || !signature || !/^\d{1,16}$/.test(issuedAt)) return "invalid";
      const expected = Buffer.from(sign(issuedAt));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
      const elapsed = now() - Number(issuedAt);
      if (elapsed < 0) return "invalid";
      return elapsed < minFillSeconds * 1000 ? "too-fast" : "ok";
    },
  };
}

/** The configured secret, or one generated once and kept under DATA_DIR so restarts keep open pages valid. */
export function formTokenSecret(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, "form-token.secret");
}
