/**
 * `npm run content:share`: prints, for every page of the sitemap, how many words
 * of <main> (without the enquiry form) and of the header and footer come from
 * content, as tests/e2e/content-share.spec.ts measures them; asserts nothing.
 * Reads the existing production build (run `npm run build` first).
 */
import { formatShares, readShares, REQUIRED_SHARE, startMarkedSite } from "./content-share";
import { READING_CONTEXT, sitemapPaths } from "./visible-text";
import { launchChromium } from "../../scripts/lib/chromium";

const marked = await startMarkedSite();
const browser = await launchChromium();
try {
  const context = await browser.newContext(READING_CONTEXT);
  const shares = await readShares(context, marked.site.url, await sitemapPaths(marked.site.url));
  console.log(formatShares(shares));
  console.log(`\n${marked.markedStrings} strings of the dataset marked; "<": below ${REQUIRED_SHARE * 100} %.`);
} finally {
  await browser.close();
  await marked.stop();
}
