/**
 * The site's content service on an embedded dataset, as a unit test drives it: the loaders'
 * context, and a publish (`publish(documents)` sets the next dataset, `content.refreshDocument`
 * then reads it as the publish webhook would have the site do).
 */
import { SwrCache } from "~/caching/answer-cache.server";
import { ContentService } from "~/content/content-service.server";
import { toPublishedDataset, type SanityDocument } from "~/content/dataset.server";
import { EmbeddedSource } from "~/content/embedded-source.server";
import { parseEnv } from "~/lib/env.server";
import { silentLogger } from "~/lib/logger.server";

export function publishingSite(documents: SanityDocument[]) {
  // The published dataset, as the site's embedded content reads it.
  const source = new EmbeddedSource(toPublishedDataset(documents));
  let next: SanityDocument[] | undefined;
  const content = new ContentService(source, new SwrCache({ ttlMs: 3_600_000 }), {
    log: silentLogger(),
    reloadSource: () => {
      if (next) source.replace(toPublishedDataset(next));
      next = undefined;
    },
  });
  const context = { env: parseEnv({ SITE_URL: "https://act.example" }), preview: false, content };
  return { content, context, publish: (after: SanityDocument[]) => (next = after) };
}
