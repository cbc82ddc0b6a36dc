import { createContext, useContext } from "react";

/**
 * The nonce every inline script the site writes must carry: the response's
 * Content-Security-Policy nonce, or on a page the same for every visitor the
 * render's mark, by which its scripts are found and hashed (decision 011; the
 * mark never leaves the server). Set on the server only; browsers hide nonces
 * from scripts, so in the browser it is empty.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
