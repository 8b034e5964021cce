import { handleAuthRequest } from "~/.server/sign-in";
import { requestContext } from "~/.server/request-context";
import type { Route } from "./+types/auth.$";

// better-auth's endpoints (/api/auth/*): session reads, sign-out and its rate-limited sign-in.
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context.get(requestContext).clientIp);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, context.get(requestContext).clientIp);
}
