/** What the Express server hands every loader and action, and the document renderer. */
import type { KeptDocument, RenderedPage } from "~/caching/render-cache.server";
import type { ContentService } from "~/content/content-service.server";
import type { EnquiryService } from "~/enquiries/service";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The settings this process started with. */
    env: Env;
    /** The content this request reads: drafts when it is a preview, published content otherwise. */
    content: ContentService;
    /** Published content whatever the request (the feed and the sitemap never show drafts). */
    publishedContent: ContentService;
    /** A nonce for this response, used only when the page is rendered for this visitor alone. */
    cspNonce: string;
    /** The Content-Security-Policy allowing the given inline-script sources (hashes or a nonce). */
    contentSecurityPolicy: (inlineScripts: string[], preview?: boolean) => string;
    /** Called with every document that is the same for all visitors. */
    pageRendered?: (page: RenderedPage) => void;
    /** Not-found documents kept for every unknown address of their kind (app/pages/not-found-key.server.ts); absent in a preview and in development. */
    notFoundPages?: { get(key: string): KeptDocument | undefined; set(key: string, document: KeptDocument): void };
    /** Told of each document React renders, with its status (a metric). */
    documentRendered?: (status: number) => void;
    /** This request's id, also in every log line about it. */
    requestId: string;
    /** Where this request's log lines go, each carrying its id. */
    log: Logger;
    /** The client's address (from X-Forwarded-For only when TRUST_PROXY is set). */
    clientIp: string;
    /** Receives enquiries: the contact page's action uses it when JavaScript is off. */
    enquiries: EnquiryService;
    /** Signs and checks the links to documents behind the short form. */
    documentLinkSecret: string;
    /** This request carries a valid preview cookie: content is read with drafts, the page shows the preview banner. */
    preview: boolean;
  }
}
