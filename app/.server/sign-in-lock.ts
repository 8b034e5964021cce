// Kept apart from auth.ts and sign-in.ts, which import react-router: admin:create and the
// server's start-up load this before NODE_ENV is settled, and React must not be loaded that early
// (it would pick its development build).

/** The request_limits key counting failed sign-ins to the account `email` (trimmed and lower-cased, as stored). */
export function accountSignInFailuresKey(email: string): string {
  return `sign-in-failures:${email}`;
}
