/**
 * Prints a signed, expiring link that opens a page in draft preview:
 *
 *   npm run preview-link -- /insights/<slug> [--minutes 60]
 *
 * Run it with the site's settings (SITE_URL, DATA_DIR or PREVIEW_LINK_SECRET):
 * the link is signed with the same secret the site checks it with.
 */
import { parseEnv } from "~/lib/env.server";
import { createPreview } from "~/preview/preview.server";
import { PREVIEW_LINK_DEFAULT_MINUTES } from "~/preview/signing.server";

export function previewLink(argv: string[], env = parseEnv(process.env)): string {
  const path = argv.find((arg) => !arg.startsWith("--"));
  const minutesIndex = argv.indexOf("--minutes");
  const minutes = minutesIndex === -1 ? PREVIEW_LINK_DEFAULT_MINUTES : Number(argv[minutesIndex + 1]);
  if (!path) throw new Error("Give the page to preview, for example: npm run preview-link -- /insights/<slug>");
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error("--minutes must be a number of minutes");
  if (minutes > env.PREVIEW_LINK_MAX_HOURS * 60)
    throw new Error(`--minutes must be at most ${env.PREVIEW_LINK_MAX_HOURS * 60} (PREVIEW_LINK_MAX_HOURS is ${env.PREVIEW_LINK_MAX_HOURS})`);
  const params = createPreview(env, true).signing.linkParams(path, minutes);
  return new URL(`/api/preview/enable?${params}`, env.SITE_URL).href;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(previewLink(process.argv.slice(2)));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
