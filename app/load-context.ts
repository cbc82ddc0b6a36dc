/** What the Express server hands every loader and action, and the document renderer. */
import type { EnquiryService } from "./lib/enquiry/service";

declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce. */
    cspNonce: string;
    /** This request's id, also in every log line about it. */
    requestId: string;
    /** The client's address (from X-Forwarded-For only when TRUST_PROXY is set). */
    clientIp: string;
    /** Receives enquiries: the contact page's action uses it when JavaScript is off. */
    enquiries: EnquiryService;
    /** This request carries a valid preview cookie: content is read with drafts, the page shows the preview banner. */
    preview: boolean;
  }
}

export {};
