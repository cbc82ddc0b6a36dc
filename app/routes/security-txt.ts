/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability.
 * Expires is computed on each request, so the file can never be out of date.
 */
import type { Env } from "~/lib/env.server";
import { CACHE_PAGE } from "~/lib/http";
import type { Route } from "./+types/security-txt";

const DAY_MS = 86_400_000;

/** `helpDesk`: the site settings' help-desk address, the contact when SECURITY_CONTACT is unset. */
export function securityTxt(
  env: Pick<Env, "SITE_URL" | "SECURITY_CONTACT" | "SECURITY_LANGUAGES" | "SECURITY_EXPIRES_DAYS">,
  now: Date,
  helpDesk: string,
): string {
  // RFC 9116 2.5.5: an RFC 3339 date-time; whole seconds read best.
  const expires = new Date(now.getTime() + env.SECURITY_EXPIRES_DAYS * DAY_MS).toISOString().replace(/\.\d{3}Z$/, "Z");
  const languages = env.SECURITY_LANGUAGES.split(",")
    .map((tag) => tag.trim())
    .join(", ");
  return [
    `Contact: ${env.SECURITY_CONTACT ?? `mailto:${helpDesk}`}`,
    `Expires: ${expires}`,
    `Preferred-Languages: ${languages}`,
    `Canonical: ${new URL("/.well-known/security.txt", env.SITE_URL).href}`,
    "",
  ].join("\n");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { settings } = await context.publishedContent.site();
  return new Response(securityTxt(context.env, new Date(), settings?.email ?? ""), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_PAGE },
  });
}
