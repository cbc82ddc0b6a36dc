/**
 * What makes a preview trustworthy without server-side sessions: embedded-mode
 * preview links carry their expiry and an HMAC-SHA256 over it and the path,
 * and the preview cookie (React Router's signed cookie) carries its own
 * expiry, so any instance holding the secret can check them and none has to
 * remember them.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createCookie } from "react-router";
import { PREVIEW_COOKIE } from "~/lib/http";
/** How long a preview lasts once entered, before the editor has to open a fresh link. */
export const PREVIEW_SESSION_SECONDS = 60 * 60;
/** How long a printed embedded-mode preview link works when no other lifetime is asked for. */
export const PREVIEW_LINK_DEFAULT_MINUTES = 60;
/** The longest a preview link may work unless PREVIEW_LINK_MAX_HOURS says otherwise: a leaked link cannot be revoked short of rotating the secret. */
export const PREVIEW_LINK_MAX_HOURS_DEFAULT = 24;

export type LinkCheck = { ok: true; path: string } | { ok: false; reason: "missing" | "invalid" | "expired" | "too-long" };

const startsAnotherOrigin = (path: string) =>
  path.startsWith("//") ||
  // Stryker disable next-line MethodExpression: A path starting with /\ is read by the URL parser as //…, which the check after normalising refuses just the same.
  path.startsWith("/\\");

/**
 * A path on this site ("/insights/x?y"), never another origin ("//evil",
 * "/\\evil", "https:"). Checked again after normalisation: "/.//evil" and
 * "/%2e//evil" become "//evil", which a browser reads as another host.
 */
export function localPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith("/") || startsAnotherOrigin(value)) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in a path is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  const url = new URL(value, "http://site.invalid");
  if (
    startsAnotherOrigin(url.pathname) ||
    // Stryker disable next-line ConditionalExpression: A value that starts with a single / (not // or /\) and has no control characters always resolves on the base's origin.
    url.origin !== "http://site.invalid"
  )
    return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type PreviewSigningOptions = {
  now?: () => number;
  /** Links that would work longer than this are refused, whoever signed them. */
  maxLinkHours?: number;
};

export function createPreviewSigning(secret: string, { now = Date.now, maxLinkHours = PREVIEW_LINK_MAX_HOURS_DEFAULT }: PreviewSigningOptions = {}) {
  const maxLinkMs = maxLinkHours * 3_600_000;
  const mac = (purpose: string, payload: string) => createHmac("sha256", secret).update(`${purpose}:${payload}`).digest("base64url");
  const matches = (expected: string, given: string) => {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const fresh = (expires: string) => /^\d{1,16}$/.test(expires) && Number(expires) > now();

  return {
    /** The query of a preview link to `path`, valid for `minutes`. */
    linkParams(path: string, minutes = PREVIEW_LINK_DEFAULT_MINUTES): URLSearchParams {
      const safe = localPath(path);
      if (!safe) throw new Error(`not a path on this site: ${path}`);
      if (!(minutes > 0) || minutes * 60_000 > maxLinkMs) throw new Error(`a preview link works for at most ${maxLinkHours} hours (PREVIEW_LINK_MAX_HOURS)`);
      const expires = String(now() + Math.round(minutes * 60_000));
      return new URLSearchParams({ path: safe, expires, signature: mac("link", `${expires}:${safe}`) });
    },

    checkLink(params: URLSearchParams): LinkCheck {
      const path = params.get("path");
      const expires = params.get("expires");
      const signature = params.get("signature");
      if (!path || !expires || !signature) return { ok: false, reason: "missing" };
      const safe = localPath(path);
      // Stryker disable next-line ConditionalExpression, LogicalOperator: Only a link this secret signed gets past the signature check, and linkParams signs only normalised local paths.
      const notLocal = !safe || safe !== path;
      if (!matches(mac("link", `${expires}:${path}`), signature) || notLocal) return { ok: false, reason: "invalid" };
      if (!fresh(expires)) return { ok: false, reason: "expired" };
      // Signed before the limit was lowered, or for longer than it allows.
      if (Number(expires) - now() > maxLinkMs) return { ok: false, reason: "too-long" };
      return { ok: true, path };
    },
  };
}

export type PreviewSigning = ReturnType<typeof createPreviewSigning>;

/**
 * The preview cookie, signed with the secret; its value holds its own expiry,
 * so a cookie kept past Max-Age is still refused. The Studio shows the site in
 * a frame from another origin, so on https the cookie must be SameSite=None
 * (and so Secure); plain http (local use) cannot have Secure cookies and gets Lax.
 */
export function createPreviewCookie(secret: string, { https, now = Date.now }: { https: boolean; now?: () => number }) {
  const cookie = createCookie(PREVIEW_COOKIE, {
    secrets: [secret],
    path: "/",
    httpOnly: true,
    maxAge: PREVIEW_SESSION_SECONDS,
    ...(https
      ? { sameSite: "none", secure: true }
      : // Stryker disable next-line ObjectLiteral: React Router's createCookie makes cookies SameSite=Lax by default (the test of the Set-Cookie header passes either way).
        { sameSite: "lax" }),
  });
  return {
    /** Set-Cookie entering preview for `seconds`. */
    enter: (seconds = PREVIEW_SESSION_SECONDS) => cookie.serialize({ expires: now() + seconds * 1000 }, { maxAge: seconds }),
    /** Set-Cookie leaving preview. */
    leave: () => cookie.serialize("", { maxAge: 0 }),
    /** True when the Cookie header holds a preview cookie this secret signed that has not expired. */
    async check(cookieHeader: string | null | undefined): Promise<boolean> {
      if (!cookieHeader) return false;
      const value: unknown = await cookie.parse(cookieHeader);
      const expires = (value as { expires?: unknown } | null)?.expires;
      // Stryker disable next-line ConditionalExpression: The cookie's value is signed: only this site, which always writes a number, can make one that parses.
      const written = typeof expires === "number";
      return written && expires > now();
    },
  };
}

export type PreviewCookie = ReturnType<typeof createPreviewCookie>;
