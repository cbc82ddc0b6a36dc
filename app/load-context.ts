/** What the Express server hands every loader and action, and the document renderer. */
declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce. */
    cspNonce: string;
    /** This request's id, also in every log line about it. */
    requestId: string;
  }
}

export {};
