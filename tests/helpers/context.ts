import type { RouterContextProvider } from "react-router";
import { adminContext, createRequestContext, type RequestFacts } from "~/.server/request-context";

/** The context a loader or action gets from the server, with the facts a test chooses. */
export function testContext(facts: Partial<RequestFacts> & { admin?: { userId: string; email: string } } = {}): RouterContextProvider {
  const { admin, ...rest } = facts;
  const context = createRequestContext({ requestId: "test", cspNonce: undefined, clientIp: undefined, renderFailures: { count: 0 }, ...rest });
  if (admin) context.set(adminContext, admin);
  return context;
}
