import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the current response. Set on the server
 * only; browsers hide nonces from scripts, so in the browser it is empty.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
