// A running shop as `npm run backup` meets it, without the web server: a process that holds the
// embedded database in DATA_DIR and answers on its backup socket exactly as server/app.ts's main()
// does (startBackupSocket), and on SIGTERM closes the socket and then the database, in main()'s order.
import { startBackupSocket } from "~/.server/backup";
import { closeDb, getDbHandle } from "~/.server/db";

await getDbHandle();
const socket = await startBackupSocket();
process.on("SIGTERM", () => {
  void (async () => {
    await socket?.close();
    await closeDb();
    process.exit(0);
  })();
});
process.stdout.write(socket ? "ready\n" : "no socket\n");
