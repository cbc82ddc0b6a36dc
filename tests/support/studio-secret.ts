/**
 * A preview secret as the Studio's Presentation tool makes one: by
 * @sanity/preview-url-secret's own createPreviewSecret, given a client that
 * keeps nothing (the tests put the secret's document in their dataset
 * themselves), so the site's shape check is tried against the library's real
 * secrets.
 */
import type { SanityClient } from "@sanity/client";
import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";

const transaction = {
  createOrReplace: () => transaction,
  patch: () => transaction,
  commit: async () => ({}),
};
const keepsNothing = {
  withConfig: () => keepsNothing,
  patch: () => ({ set: () => ({}) }),
  transaction: () => transaction,
  delete: async () => ({}),
};

export async function studioSecret(): Promise<string> {
  const { secret } = await createPreviewSecret(keepsNothing as unknown as SanityClient, "presentation", "https://studio.example.test");
  return secret;
}

/** The document the Studio stores for a secret, as @sanity/preview-url-secret reads it back. */
export function secretDocument(secret: string, updatedAt = new Date(), studioUrl = "https://studio.example.test") {
  return { _id: `sanity-preview-url-secret.${secret}`, _type: "sanity.previewUrlSecret", _updatedAt: updatedAt.toISOString(), secret, studioUrl };
}
