// What server.ts hands to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
    clientIp?: string;
    requestId?: string;
    /** Counts render errors of this response, so a page that failed half-way is never cached. */
    renderFailures?: { count: number };
  }
}

export {};
