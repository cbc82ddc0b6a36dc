/**
 * One production server for all three engines (the build `npm run test:e2e` makes), behind the
 * observing proxy on a free port: the site's own URL is the proxy's, so its links and the enquiry
 * form's same-origin check agree with what the browsers load.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port";
import type { TestProject } from "vitest/node";
import { startSite } from "../support/server";
import { startObservingProxy } from "./observing-proxy";

declare module "vitest" {
  export interface ProvidedContext {
    /** The site as the browsers see it, through the observing proxy. */
    site: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "act-browsers-"));
  const site = await startSite({
    SITE_URL: url,
    DATA_DIR: dataDir,
    // The three engines send enquiries from one address; the limits have their own tests.
    ENQUIRY_RATE_LIMIT_PER_IP: "10000",
    ENQUIRY_RATE_LIMIT_GLOBAL: "10000",
  });
  const proxy = await startObservingProxy(site.url, port);
  project.provide("site", proxy.url);
  return async () => {
    await proxy.stop();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
