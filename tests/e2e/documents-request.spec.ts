/** A document behind the short form, on the embedded content (tests/support/document-request-steps.ts). */
import { documentRequestTests } from "../support/document-request-steps";

documentRequestTests("embedded");
