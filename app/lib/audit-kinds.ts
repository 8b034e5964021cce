/** The kinds of audit-log entry: the filter of Admin → Activity (pure, so the page's component can list them). */
export const AUDIT_KINDS = ["order", "settings", "staff", "export", "backup", "sign-in", "catalogue", "blocklist", "courier"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
