import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { CACHE_NOT_FOUND, pageHeaders } from "~/lib/http";
import { seo } from "~/pages/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404, headers: { "Cache-Control": CACHE_NOT_FOUND } });
}

export const headers = pageHeaders;

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Page not found", noindex: true });

export default function NotFoundRoute() {
  return <NotFound />;
}
