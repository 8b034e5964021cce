import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import { PERMISSIONS, type Permission, type Role } from "~/lib/permissions";

// The permissions table (app/lib/permissions.ts) as better-auth's access control: the admin plugin's
// own statements (user, session) and ours under "admin". Owners also get the plugin's user and
// session rights (ban, set-role, revoke sessions); nobody else does.
const keys = Object.keys(PERMISSIONS) as Permission[];
export const accessControl = createAccessControl({ ...defaultStatements, admin: keys });

function roleOf(role: Role) {
  const own = keys.filter((key) => (PERMISSIONS[key].roles as readonly Role[]).includes(role));
  const plugin = role === "owner" ? adminAc.statements : { user: [], session: [] };
  return accessControl.newRole({ ...plugin, admin: own });
}

export const accessRoles = { owner: roleOf("owner"), manager: roleOf("manager"), desk: roleOf("desk"), packer: roleOf("packer") } satisfies Record<Role, unknown>;

/** Whether `role` may use `permission`, asked of better-auth's access control. */
export function roleMay(role: Role, permission: Permission): boolean {
  return accessRoles[role].authorize({ admin: [permission] }).success;
}
