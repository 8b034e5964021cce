import type { AdminHandle } from "~/lib/permissions";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { data } from "react-router";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import { backupNow, storedBackup } from "~/.server/backup";
import { describeError, logger } from "~/.server/logger";
import { adminContext } from "~/.server/request-context";
import { auditActor, recordEvent } from "~/.server/audit";
import type { Route } from "./+types/backup-download";

export const handle: AdminHandle = { permission: "backups" };

// A backup file for the admin: POST only (with `name`, one listed on the Backups page; without, a
// new backup taken now). Outside any public path, behind the admin guard, never cached: the file
// holds every customer's name, phone and address.

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await request.formData();
  const name = form.get("name");
  let file: string;
  let fileName: string;
  let bytes: number;
  if (typeof name === "string" && name) {
    const stored = await storedBackup(name);
    if (!stored) return data({ error: "Backup not found" }, { status: 404, headers: ADMIN_HEADERS });
    ({ file, name: fileName, bytes } = stored);
  } else {
    try {
      const taken = await backupNow();
      ({ file, name: fileName, bytes } = taken);
      logger.info({ admin: admin.email, file, bytes, ms: Math.round(taken.totalMs) }, "backup taken for download");
    } catch (error) {
      logger.error({ err: describeError(error) }, "backup for download failed");
      return data({ error: "The backup failed; see the server log." }, { status: 500, headers: ADMIN_HEADERS });
    }
  }
  await recordEvent(auditActor(context), { kind: "backup", summary: `Backup downloaded: ${fileName}` });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      ...ADMIN_HEADERS,
      "Cache-Control": "no-store",
      "Content-Type": "application/gzip",
      "Content-Length": String(bytes),
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
