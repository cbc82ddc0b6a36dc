/**
 * The route a request was for, as a pattern and never the URL itself, so the
 * request metrics have a bounded set of series whatever visitors type:
 * React Router's route patterns for pages and resource routes
 * ("/insights/:slug"), the Express endpoints by their paths, "/assets/*" for
 * the build's hashed files, the image route, "static" for the other files of
 * public/, "/api/*" for unknown API paths and "*" for everything else
 * (404s, redirects to a canonical path).
 */
import type { ServerBuild } from "react-router";
import { CONTACT_API_PATH } from "~/enquiries/contact-api.server";
import { PREVIEW_DISABLE_PATH, PREVIEW_ENABLE_PATH } from "~/preview/preview-api.server";
import { PUBLISH_WEBHOOK_PATH } from "~/content/publish-webhook.server";

const ENDPOINTS = new Set(["/healthz", "/readyz", CONTACT_API_PATH, PREVIEW_ENABLE_PATH, PREVIEW_DISABLE_PATH, PUBLISH_WEBHOOK_PATH]);
const NOT_FOUND = "*";
/** Paths remembered with their pattern; beyond this, patterns are worked out again (a flood of odd URLs grows nothing). */
const MEMO_SIZE = 2_000;

type Compiled = { pattern: string; regex: RegExp };

/**
 * Every route's full pattern from the build's flat manifest, compiled once:
 * exact paths in a map, the others as regular expressions, most specific first
 * (React Router's own matcher ranks every route again on each call).
 */
function compile(manifest: ServerBuild["routes"]): { exact: Map<string, string>; anyCase: Map<string, string>; dynamic: Compiled[] } {
  const fullPath = (id: string | undefined): string => {
    const route = id ? manifest[id] : undefined;
    if (!route) return "";
    const own = route.path ?? "";
    const parent = fullPath(route.parentId);
    return own ? `${parent}/${own}` : parent;
  };
  const exact = new Map<string, string>();
  const anyCase = new Map<string, string>();
  const dynamic: Array<Compiled & { rank: number }> = [];
  const withChildren = new Set(Object.values(manifest).map((route) => route?.parentId));
  for (const route of Object.values(manifest)) {
    if (!route || (withChildren.has(route.id) && !route.index)) continue;
    const pattern = fullPath(route.id).replace(/\/+/g, "/") || "/";
    if (!/[:*]/.test(pattern)) {
      if (route.caseSensitive) exact.set(pattern, pattern);
      else anyCase.set(pattern.toLowerCase(), pattern);
      continue;
    }
    const segments = pattern.split("/").filter(Boolean);
    const source = segments
      .map((segment) => (segment === "*" ? "(?:/.*)?" : segment.startsWith(":") ? "/[^/]+" : `/${segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&")}`))
      .join("");
    // Splats last; then more segments, then more literal segments, first.
    const splat = segments.includes("*");
    const rank = (splat ? 0 : 1_000) + segments.length * 10 + segments.filter((segment) => !/^[:*]/.test(segment)).length;
    dynamic.push({ pattern, regex: new RegExp(`^${source || ""}$`, route.caseSensitive ? "" : "i"), rank });
  }
  dynamic.sort((a, b) => b.rank - a.rank);
  return { exact, anyCase, dynamic };
}

export type RoutePatterns = {
  /** The pattern for a request's path (no query string) and the status it was answered with. */
  of(path: string, status: number): string;
  /** Development: the routes arrive once Vite has loaded the app. */
  useRoutes(manifest: ServerBuild["routes"]): void;
};

export function createRoutePatterns(manifest?: ServerBuild["routes"]): RoutePatterns {
  let routes = compile(manifest ?? {});
  const memo = new Map<string, string>();

  const pagePattern = (path: string): string => {
    const known = memo.get(path);
    if (known !== undefined) return known;
    const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const pattern =
      routes.exact.get(trimmed) ?? routes.anyCase.get(trimmed.toLowerCase()) ?? routes.dynamic.find((route) => route.regex.test(trimmed))?.pattern ?? NOT_FOUND;
    if (memo.size < MEMO_SIZE) memo.set(path, pattern);
    return pattern;
  };

  return {
    of(path, status) {
      if (ENDPOINTS.has(path)) return path;
      if (path.startsWith("/assets/")) return "/assets/*";
      if (path.startsWith("/images/")) return "/images/:projectId/:dataset/:file";
      if (path.startsWith("/api/")) return "/api/*";
      const pattern = pagePattern(path);
      // No route but the not-found page's: a file of public/ when one was served, else a miss.
      if (pattern === "/*" || pattern === NOT_FOUND) return status === 200 || status === 304 ? "static" : NOT_FOUND;
      return pattern;
    },
    useRoutes(next) {
      routes = compile(next);
      memo.clear();
    },
  };
}
