import { CACHE_PAGE } from "~/lib/http";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.env.SITE_URL;
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_PAGE } });
}
