// Staff and audit-log facts the admin's pages show in the browser as well as the server uses.

/** How long an invite or password-reset link is valid. */
export const LINK_HOURS = 72;

/** The kinds of audit-log entry: the Activity page's kind filter. */
export const AUDIT_KINDS = ["order", "settings", "staff", "export", "backup", "sign-in", "catalogue", "blocklist", "courier"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
