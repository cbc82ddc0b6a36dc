/**
 * A global setup for the end-to-end tests: they run on the production build, so a build older than its sources
 * would be tested in their place, and `npm start` (which the launch check's spec runs) would build again
 * under the sites the other lanes are running. With no build at all, the shared site (Playwright's web server,
 * started before this) fails first, naming the missing build/server/index.js.
 */
import { newerThanBuild } from "../../scripts/lib/build-freshness.mjs";

export default function currentBuild(): void {
  const newer = newerThanBuild();
  if (newer) throw new Error(`The production build is older than ${newer}: run npm run build first (npm run test:e2e does).`);
}
