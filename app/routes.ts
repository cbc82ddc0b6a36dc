import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every route of the spec (section 2), declared explicitly. */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacypolicy", "routes/privacy-policy.tsx"),
  route("resources", "routes/resources.tsx"),
  route("insights/:slug", "routes/insight.tsx"),
  route("solutions/dccm", "routes/dccm.tsx"),
  route("solutions/paracelsus", "routes/paracelsus.tsx"),
  route("solutions/paracelsus/lis-solutions", "routes/lis-solutions.tsx"),
  route("solutions/paracelsus/lis-solutions/:solution", "routes/lis-solution.tsx"),
  route("solutions/paracelsus/who-we-serve", "routes/who-we-serve.tsx"),
  route("solutions/paracelsus/who-we-serve/:industry", "routes/industry.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("resources/feed.xml", "routes/feed.ts"),
  // Draft preview and publishing (decision 014).
  route("api/preview/enable", "routes/preview-enable.ts"),
  route("api/preview/disable", "routes/preview-disable.ts"),
  route("api/webhooks/sanity", "routes/sanity-webhook.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
