/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability.
 * Expires is computed on each request, so the file can never be out of date.
 */
import type { Env } from "~/lib/env.server";
import { CACHE_PAGE } from "~/lib/http";
import { site } from "~/lib/site";
import type { Route } from "./+types/security-txt";

const DAY_MS = 86_400_000;

export function securityTxt(env: Pick<Env, "SITE_URL" | "SECURITY_CONTACT" | "SECURITY_LANGUAGES" | "SECURITY_EXPIRES_DAYS">, now: Date): string {
  // RFC 9116 2.5.5: an RFC 3339 date-time; whole seconds read best.
  const expires = new Date(now.getTime() + env.SECURITY_EXPIRES_DAYS * DAY_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  const languages = env.SECURITY_LANGUAGES.split(",").map((tag) => tag.trim()).join(", ");
  return [
    `Contact: ${env.SECURITY_CONTACT ?? `mailto:${site.email}`}`,
    `Expires: ${expires}`,
    `Preferred-Languages: ${languages}`,
    `Canonical: ${new URL("/.well-known/security.txt", env.SITE_URL).href}`,
    "",
  ].join("\n");
}

export function loader({ context }: Route.LoaderArgs) {
  return new Response(securityTxt(context.env, new Date()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_PAGE },
  });
}
