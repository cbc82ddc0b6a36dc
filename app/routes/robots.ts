import { getEnv } from "~/lib/env.server";
import { CACHE_PAGE } from "~/lib/http";

export function loader() {
  const siteUrl = getEnv().SITE_URL;
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_PAGE } });
}
