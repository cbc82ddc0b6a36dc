/**
 * A document behind the short form, on the content read from Sanity (the tests' stand-in for its API and file CDN,
 * seeded with the embedded dataset): the steps of documents-request.spec.ts on a site of its own, which streams the
 * file from the CDN, and answers 503 while it cannot be reached.
 */
import { documentRequestTests } from "../support/document-request-steps";

documentRequestTests("sanity");
