/**
 * The contact page's form token: when the page was rendered and a random
 * nonce, signed, so a submission can prove a person had time to fill the form
 * in, recently. Any server instance holding the secret can check it; that each
 * token serves one enquiry only is recorded with the enquiry, in the database
 * every instance shares (store.server.ts), under the keyed hash `usedKey` gives.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { keptSecret } from "~/lib/kept-secret.server";

/** "reused" is found as the enquiry is stored, not by `check`. */
export type TokenCheck = "ok" | "missing" | "invalid" | "too-fast" | "expired";
export type TokenVerdict = TokenCheck | "reused";

export type FormTokens = {
  issue(): string;
  check(token: string | undefined): TokenCheck;
  /** The token's key in the record of used tokens: a keyed hash, so the record reveals no token. */
  usedKey(token: string): string;
};

export function createFormTokens(secret: string, options: { minFillSeconds: number; maxAgeSeconds: number }, now: () => number = Date.now): FormTokens {
  const sign = (payload: string) => createHmac("sha256", secret).update(`form:${payload}`).digest("base64url");
  return {
    issue() {
      // The nonce tells apart two pages rendered in the same millisecond, each good for one enquiry.
      const payload = `${now()}.${randomBytes(12).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    check(token) {
      if (!token) return "missing";
      const parts = token.split(".");
      // Tokens issued before the nonce existed are `issuedAt.signature`; they stay good until they are too old.
      if (parts.length !== 2 && parts.length !== 3) return "invalid";
      const signature = parts.pop()!;
      const [issuedAt, nonce] = parts;
      if (!issuedAt || !/^\d{1,16}$/.test(issuedAt) || (nonce !== undefined && !/^[\w-]{16}$/.test(nonce))) return "invalid";
      const expected = Buffer.from(sign(parts.join(".")));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
      const elapsed = now() - Number(issuedAt);
      if (elapsed < 0) return "invalid";
      if (elapsed > options.maxAgeSeconds * 1000) return "expired";
      return elapsed < options.minFillSeconds * 1000 ? "too-fast" : "ok";
    },
    usedKey: (token) => createHmac("sha256", secret).update(`used:${token}`).digest("hex"),
  };
}

/** The configured secret, or one generated once and kept under DATA_DIR so restarts keep open pages valid. */
export function formTokenSecret(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, "form-token.secret");
}
