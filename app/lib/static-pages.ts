/** Every page that is not content from the CMS, for the sitemap. */
import { industries } from "~/data/industries";
import { lisSolutions } from "~/data/lis-solutions";

export const staticPages: string[] = [
  "/",
  "/about",
  "/contact",
  "/privacypolicy",
  "/resources",
  "/solutions/dccm",
  "/solutions/paracelsus",
  "/solutions/paracelsus/lis-solutions",
  ...lisSolutions.map((solution) => `/solutions/paracelsus/lis-solutions/${solution.slug}`),
  "/solutions/paracelsus/who-we-serve",
  ...industries.map((industry) => `/solutions/paracelsus/who-we-serve/${industry.slug}`),
];
