/**
 * Security headers on every response: pages, API answers, errors and assets.
 * The Content-Security-Policy carries a fresh nonce per request, which React
 * Router puts on the inline scripts it emits.
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
  /** Vite's dev server needs eval and a websocket. */
  development?: boolean;
};

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const https = options.siteUrl.startsWith("https:");
  const scriptOrigins = options.scriptOrigins ?? [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...scriptOrigins, ...(options.development ? ["'unsafe-eval'"] : [])],
    // React sets style attributes (e.g. transitions); no script runs from them.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(options.imageOrigins ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...scriptOrigins, ...(options.development ? ["ws:"] : [])],
    "frame-src": scriptOrigins.length > 0 ? scriptOrigins : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
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

export function securityHeaders(options: SecurityOptions): RequestHandler {
  const https = options.siteUrl.startsWith("https:");
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("X-Frame-Options", "DENY");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    onHeaders(res, function setPolicy(this: typeof res) {
      // A 304 must not replace the policy stored with the cached page: its
      // nonce matches the cached HTML, a new one would not.
      if (this.statusCode !== 304) this.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    });
    next();
  };
}
