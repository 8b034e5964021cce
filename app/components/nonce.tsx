import { createContext, useContext } from "react";

// The CSP nonce exists only during the server render; in the browser scripts have already run.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The per-request CSP nonce for inline scripts (undefined in the browser). */
export function useNonce() {
  return useContext(NonceContext);
}
