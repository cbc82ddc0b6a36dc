/**
 * The Sanity content source: the hosted Content Lake through @sanity/client,
 * configured as the product requires (dataset "production", API version 2023-01-01,
 * CDN on, read-only, no token). The client itself switches from GET to POST
 * for queries of 11264 characters or more and retries idempotent requests on
 * 429, 502 and 503.
 */
import type { SanityClient } from "@sanity/client";
import type { ContentSource } from "./source.server";

export const SANITY_API_VERSION = "2023-01-01";

export type SanitySourceOptions = {
  projectId: string;
  dataset: string;
  useCdn: boolean;
  timeoutMs: number;
  /** Only for previews: a viewer token, which lets the drafts perspective show drafts. */
  token?: string;
  perspective?: "published" | "drafts";
  /** Set in tests to reach a local server that speaks Sanity's query API. */
  apiHost?: string;
  maxRetries?: number;
  retryDelay?: (attempt: number) => number;
};

/** Loaded only where the site reads from Sanity: a site on the embedded dataset never needs the client. */
export async function createSanityClient(options: SanitySourceOptions): Promise<SanityClient> {
  const { createClient } = await import("@sanity/client");
  return createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: options.useCdn,
    perspective: options.perspective ?? "published",
    ...(options.token ? { token: options.token } : {}),
    timeout: options.timeoutMs,
    // Stryker disable next-line BooleanLiteral: ignoreBrowserTokenWarning: the client's warning is printed in browsers only; this runs on the server.
    ignoreBrowserTokenWarning: true,
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    ...(options.retryDelay ? { retryDelay: options.retryDelay } : {}),
  });
}

export class SanitySource implements ContentSource {
  readonly kind = "sanity" as const;
  readonly client: Promise<SanityClient>;

  constructor(options: SanitySourceOptions) {
    this.client = createSanityClient(options);
  }

  async fetch<R>(groq: string, params: Record<string, unknown> = {}, options: { fresh?: boolean } = {}): Promise<R> {
    const client = await this.client;
    // After a publish the CDN may still hold the old answer for a moment; the API itself has the new one.
    return options.fresh ? client.fetch<R>(groq, params, { useCdn: false }) : client.fetch<R>(groq, params);
  }

  async ping(): Promise<void> {
    await (await this.client).fetch("count(*[_type == $type][0...1])", { type: "privacyPolicy" });
  }
}
