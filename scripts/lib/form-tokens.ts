/**
 * Form tokens as the site gives each visitor's contact page, signed with the
 * test's own FORM_TOKEN_SECRET: a test or benchmark that sends many enquiries gives each
 * one its own token, as many visitors would, without rendering the page each time.
 */
import { createFormTokens } from "~/enquiries/form-token.server";

export const TEST_FORM_TOKEN_SECRET = "a shared secret of at least thirty-two characters";

export function formTokens(secret: string = TEST_FORM_TOKEN_SECRET): () => string {
  const tokens = createFormTokens(secret, { minFillSeconds: 0, maxAgeSeconds: 3_600 });
  return () => tokens.issue();
}
