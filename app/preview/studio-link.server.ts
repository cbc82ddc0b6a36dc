/**
 * Sanity mode's way into preview: the Presentation tool opens
 * /api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=…, having
 * stored that short-lived secret in the dataset. @sanity/preview-url-secret
 * looks it up with the viewer token (so only someone who can open the Studio
 * can mint one) and gives back the page to show.
 *
 * Each lookup is an uncached query to Sanity, so an anonymous request may not
 * cost one freely: a secret that cannot be the Studio's is refused
 * without a query, a refused secret is remembered for a while, and each
 * client has a budget of lookups that found nothing.
 */
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from "@sanity/preview-url-secret/constants";
import { LRUCache } from "lru-cache";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { viewerSanityOptions } from "~/content/content.server";
import { createSanityClient } from "~/content/sanity-source.server";
import { clientKey } from "~/lib/client-key.server";
import type { Env } from "~/lib/env.server";
import { localPath } from "./signing.server";

/**
 * The shape of every secret the Studio stores (@sanity/preview-url-secret's
 * generateUrlSecret): 16 random bytes written as 32 lower-case hex digits,
 * then base64url without padding, 43 characters.
 */
export function isStudioSecretShape(secret: string | null): secret is string {
  if (secret === null || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return false;
  return /^[0-9a-f]{32}$/.test(Buffer.from(secret, "base64url").toString("latin1"));
}

/** Lookups that found nothing, per client, before that client is asked to wait. */
export const STUDIO_LINK_ATTEMPTS_PER_CLIENT = 10;
export const STUDIO_LINK_ATTEMPTS_WINDOW_SECONDS = 15 * 60;
/** How long a secret Sanity did not know is refused without asking again (a real one is stored before its link is opened). */
export const REFUSED_SECRET_MS = 10 * 60_000;

export type StudioLinkAnswer = { ok: true; path: string } | { ok: false; reason: "invalid" } | { ok: false; reason: "too-many"; retryAfterSeconds: number };

export type StudioLinks = {
  /** The page to preview, or why not. `clientAddress` is the request's (req.ip). Throws when Sanity cannot be asked. */
  check(url: URL, clientAddress: string): Promise<StudioLinkAnswer>;
};

/** True when the link is the Presentation tool's (it carries a preview secret, well formed or not). */
export function isStudioLink(url: URL): boolean {
  return url.searchParams.has(urlSearchParamPreviewSecret);
}

/** Undefined when the site has no viewer token (no Sanity preview). */
export function createStudioLinks(env: Env): StudioLinks | undefined {
  const viewer = viewerSanityOptions(env);
  if (!viewer) return undefined;
  const client = createSanityClient(viewer);
  // Bounded, so a flood of distinct secrets costs a fixed amount of memory.
  const refused = new LRUCache<string, true>({ max: 10_000, ttl: REFUSED_SECRET_MS });
  // Requests holding the same secret at the same time share one lookup.
  const pending = new Map<string, Promise<boolean>>();
  const attempts = new RateLimiterMemory({
    keyPrefix: "studio-link",
    points: STUDIO_LINK_ATTEMPTS_PER_CLIENT,
    duration: STUDIO_LINK_ATTEMPTS_WINDOW_SECONDS,
  });

  const lookUp = (secret: string): Promise<boolean> => {
    const running = pending.get(secret);
    if (running) return running;
    const lookup = client
      .then((ready) => validatePreviewUrl(ready, `/?${new URLSearchParams({ [urlSearchParamPreviewSecret]: secret })}`))
      .then(({ isValid }) => {
        if (!isValid) refused.set(secret, true);
        return isValid;
      })
      .finally(() => pending.delete(secret));
    pending.set(secret, lookup);
    return lookup;
  };

  return {
    async check(url, clientAddress) {
      const secret = url.searchParams.get(urlSearchParamPreviewSecret);
      if (!isStudioSecretShape(secret) || refused.has(secret)) return { ok: false, reason: "invalid" };
      const client = clientKey(clientAddress);
      try {
        await attempts.consume(client);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { ok: false, reason: "too-many", retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
      if (!(await lookUp(secret))) return { ok: false, reason: "invalid" };
      // An editor's own links do not use up the budget.
      await attempts.reward(client);
      return { ok: true, path: pagePath(url) };
    },
  };
}

/** The page named by the link, on this site; the home page when it names none or another site. */
function pagePath(url: URL): string {
  return localPath(url.searchParams.get(urlSearchParamPreviewPathname)) ?? "/";
}
