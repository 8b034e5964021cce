import type { AdminHandle } from "~/lib/permissions";
import { Download } from "lucide-react";
import { backupSettings, storedBackups } from "~/.server/backup";
import { formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { Route } from "./+types/backups";

export const handle: AdminHandle = { permission: "backups" };

export const meta: Route.MetaFunction = () => adminMeta("Backups");

const DOWNLOAD = "/admin/backups/download";

export async function loader() {
  const settings = backupSettings();
  const backups = await storedBackups();
  return {
    settings: { everyHours: settings.everyHours, keep: settings.keep, dir: settings.dir, s3Bucket: settings.s3Bucket },
    backups: backups.map((b) => ({ name: b.name, bytes: b.bytes, createdAt: b.createdAt.toISOString() })),
  };
}

function formatSize(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
}

function schedule({ everyHours, keep }: { everyHours: number; keep: number }) {
  if (everyHours === 0) return "Scheduled backups are off (BACKUP_EVERY_HOURS=0).";
  const every = everyHours === 1 ? "every hour" : everyHours === 24 ? "every day" : `every ${everyHours} hours`;
  return `A backup is taken ${every}; the newest ${keep} are kept.`;
}

export default function Backups({ loaderData }: Route.ComponentProps) {
  const { settings, backups } = loaderData;
  return (
    <>
      <PageHeader title="Backups" description={schedule(settings)}>
        {/* A plain form: the answer is a file the browser saves, and the page stays. */}
        <form method="post" action={DOWNLOAD}>
          <Button type="submit">
            <Download aria-hidden="true" />
            Download a backup now
          </Button>
        </form>
      </PageHeader>
      <div className="mb-6 space-y-1 text-sm text-gray-600">
        <p>
          Each backup is one file holding the database and the uploaded images. Restore one with{" "}
          <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs">npm run restore -- FILE</code>, onto the embedded database or PostgreSQL.
        </p>
        <p className="break-all">
          Kept in <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs">{settings.dir}</code>
          {settings.s3Bucket ? (
            <>
              {" "}
              and copied to the S3 bucket <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs">{settings.s3Bucket}</code> under backups/. Product
              images stay in the bucket and are not in the file.
            </>
          ) : (
            "."
          )}
        </p>
      </div>
      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Taken</TableHead>
              <TableHead align="right">Size</TableHead>
              <TableHead align="right">
                <span className="sr-only">Download</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {backups.length === 0 ? (
              <TableEmpty colSpan={3}>
                No backups yet
              </TableEmpty>
            ) : (
              backups.map((backup) => (
                <TableRow key={backup.name}>
                  <TableCell className="font-medium whitespace-nowrap">{formatDateTime(backup.createdAt)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatSize(backup.bytes)}</TableCell>
                  <TableCell className="text-right">
                    <form method="post" action={DOWNLOAD}>
                      <input type="hidden" name="name" value={backup.name} />
                      <Button type="submit" variant="outline" size="sm" aria-label={`Download the backup of ${formatDateTime(backup.createdAt)}`}>
                        <Download aria-hidden="true" />
                        {/* Icon only on a phone, so the row fits without scrolling sideways. */}
                        <span className="hidden sm:inline">Download</span>
                      </Button>
                    </form>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
