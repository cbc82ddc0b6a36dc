/**
 * Security headers on every response: pages, API answers, errors and assets,
 * whether Express answers or the render cache does (one list, applied by both).
 *
 * The Content-Security-Policy's script sources depend on the response: a page
 * that is the same for every visitor allows its inline scripts by their
 * sha256 hashes (so its bytes can be shared by any cache), a page rendered for
 * one visitor by a per-response nonce, and anything else (assets, API
 * answers) by neither (decision 011).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";

export type SecurityOptions = {
  siteUrl: string;
  /** Extra origins images may come from (Sanity's CDN when configured). */
  imageOrigins?: string[];
  /** Extra origins scripts and connections may use (the help-desk widget). */
  scriptOrigins?: string[];
  /** Who may frame preview responses (the Studio's Presentation tool); every other response may be framed by no one. */
  previewFrameAncestors?: string[];
  /** Vite's dev server needs eval and a websocket. */
  development?: boolean;
};

/** What allows this response's inline scripts: `'nonce-…'` or `'sha256-…'` sources, or none. */
export type ScriptSources = string[];

export function contentSecurityPolicy(inlineScripts: ScriptSources, options: SecurityOptions, preview = false): string {
  const https = options.siteUrl.startsWith("https:");
  const scriptOrigins = options.scriptOrigins ?? [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScripts, ...scriptOrigins, ...(options.development ? ["'unsafe-eval'"] : [])],
    // React sets style attributes (e.g. transitions); no script runs from them.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(options.imageOrigins ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...scriptOrigins, ...(options.development ? ["ws:"] : [])],
    "frame-src": scriptOrigins.length > 0 ? scriptOrigins : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": preview && options.previewFrameAncestors?.length ? ["'self'", ...options.previewFrameAncestors] : ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

export type SecurityHeaders = {
  /** The headers every response carries, whatever its body. */
  readonly fixed: ReadonlyArray<readonly [string, string]>;
  /** A document's policy; a preview may be framed by the Studio. */
  policy(inlineScripts: ScriptSources, preview?: boolean): string;
  /** Express middleware: the fixed headers, a nonce for a page that needs one, the policy of a response without inline scripts. */
  middleware(): RequestHandler;
};

export function securityHeaders(options: SecurityOptions): SecurityHeaders {
  const https = options.siteUrl.startsWith("https:");
  const fixed: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["X-Frame-Options", "DENY"],
  ];
  if (https) fixed.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"]);
  const noInlineScripts = contentSecurityPolicy([], options);
  return {
    fixed,
    policy: (inlineScripts, preview) => contentSecurityPolicy(inlineScripts, options, preview),
    middleware: () => (_req, res, next) => {
      for (const [name, value] of fixed) res.setHeader(name, value);
      // Used only if the page turns out to be rendered for this visitor alone.
      res.locals.cspNonce = randomBytes(16).toString("base64");
      onHeaders(res, function setPolicy(this: typeof res) {
        // Marked by the preview middleware (app/preview/preview-requests.server.ts) once the request's cookie is checked. X-Frame-Options
        // cannot name an origin: previews rely on frame-ancestors alone.
        if (this.locals.preview === true) this.removeHeader("X-Frame-Options");
        // A document sets its own policy. A 304 carries none: caches keep the
        // policy stored with the page, which matches the stored HTML.
        if (this.statusCode !== 304 && !this.hasHeader("Content-Security-Policy")) {
          this.setHeader("Content-Security-Policy", noInlineScripts);
        }
      });
      next();
    },
  };
}
