import { defineCliConfig } from "sanity/cli";

/*
 * The site reads SANITY_PROJECT_ID and SANITY_DATASET; the Studio's browser
 * code sees only SANITY_STUDIO_* variables. Copy the site's names across
 * (before the Studio is bundled) so one environment configures both.
 */
for (const [site, studio] of [
  ["SANITY_PROJECT_ID", "SANITY_STUDIO_PROJECT_ID"],
  ["SANITY_DATASET", "SANITY_STUDIO_DATASET"],
] as const) {
  if (!process.env[studio] && process.env[site]) process.env[studio] = process.env[site];
}

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID,
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  // `npm run deploy` publishes to https://<SANITY_STUDIO_HOSTNAME>.sanity.studio
  studioHost: process.env.SANITY_STUDIO_HOSTNAME,
});
