import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "ACT";
const TITLE_TEMPLATE = (title: string) => `${title} | ${SITE_NAME}`;
export const DEFAULT_DESCRIPTION =
  "ACT builds DCCM, case management for treatment courts, and Paracelsus, a laboratory information system for toxicology labs. Serving courts and labs in 48 states since 1995.";

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type SeoInput = {
  /** The page's own title; the template adds the site name. Omit for the home page. */
  title?: string;
  description?: string;
};

/** Page metadata from one place: title template, description, canonical URL. */
export function seo(args: MetaArgs, { title, description = DEFAULT_DESCRIPTION }: SeoInput): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    | { publicEnv?: { SITE_URL?: string } }
    | undefined;
  const siteUrl = root?.publicEnv?.SITE_URL ?? "http://localhost:3000";
  const fullTitle = title ? TITLE_TEMPLATE(title) : `${SITE_NAME}: Court and Lab Case Management Software`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: new URL(args.location.pathname, siteUrl).href },
  ];
}
