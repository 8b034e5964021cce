// What server.ts hands to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
    clientIp?: string;
    requestId?: string;
  }
}

export {};
