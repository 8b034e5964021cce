import { chmodSync, lstatSync, rmSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import path from "node:path";
import type { BackupResult } from "./backup";

// The embedded database opens in one process only, so `npm run backup` beside a running shop asks
// the shop to take the backup. The channel is a Unix socket in DATA_DIR that only the machine user
// running the shop can open (mode 0600): no port, nothing another user or the network can reach.

/** The backup socket's file in DATA_DIR. */
export function backupSocketPath(dataDir: string): string {
  return path.resolve(dataDir, "backup.sock");
}

/** What the shop answers: the backup it wrote, or why it could not. */
type Answer = { ok: true; result: BackupResult } | { ok: false; error: string };

/**
 * Listens on `socketPath` for backup requests (`{"outDir": …}` on one line; outDir optional) and
 * answers each with one JSON line once `takeBackup` has written the file. The shop holds the
 * embedded database's lock, so a socket file already there is a crashed shop's and is replaced.
 * Closing stops new requests, lets the one in progress finish and removes the file.
 */
export async function serveBackupRequests(socketPath: string, takeBackup: (outDir: string | undefined) => Promise<BackupResult>): Promise<{ close: () => Promise<void> }> {
  try {
    if (lstatSync(socketPath).isSocket()) rmSync(socketPath);
  } catch {
    // Not there: the usual case.
  }
  const server: Server = createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      request += chunk;
      if (!request.includes("\n")) return;
      socket.pause();
      void answer(request).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  async function answer(request: string): Promise<Answer> {
    try {
      const { outDir } = JSON.parse(request) as { outDir?: unknown };
      return { ok: true, result: await takeBackup(typeof outDir === "string" && path.isAbsolute(outDir) ? outDir : undefined) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
  // Owner only from the moment the file exists (the umask), and said again in case the umask is ignored.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}

/**
 * Asks the shop listening on `socketPath` for a backup; resolves with the file it wrote. Resolves
 * null when no shop listens there (no file, or a crashed shop's file): the caller opens the database
 * itself. Rejects with the shop's own error when it could not take the backup.
 */
export function requestBackup(socketPath: string, outDir: string | undefined): Promise<BackupResult | null> {
  return new Promise((resolve, reject) => {
    let reply = "";
    let connected = false;
    const socket = connect(socketPath);
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify({ outDir })}\n`);
    });
    socket.on("data", (chunk: string) => {
      reply += chunk;
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(null);
      else reject(error);
    });
    socket.on("end", () => {
      try {
        const answer = JSON.parse(reply) as Answer;
        if (answer.ok) resolve(answer.result);
        else reject(new Error(answer.error));
      } catch {
        reject(new Error("The running shop closed the connection without an answer (is it shutting down?)."));
      }
    });
  });
}
