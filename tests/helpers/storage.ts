import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import express, { type NextFunction, type Request, type Response } from "express";
import { mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { UPLOADS_URL_PREFIX } from "~/.server/media";
import { createLocalStorage } from "~/.server/storage/local";
import { createS3Storage } from "~/.server/storage/s3";
import { serveUploads } from "~/.server/storage/serve-local";
import type { StorageDriver } from "~/.server/storage/types";

// The two storage drivers, each behind a real HTTP server, for tests that store and delete files.

export type Harness = {
  driver: StorageDriver;
  /** Absolute URL for fetching a stored URL. */
  absolute(url: string): string;
  /** Every stored key. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
};

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const closeServer = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function localHarness(): Promise<Harness & { dir: string; base: string }> {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "haat-media-")), "uploads");
  mkdirSync(dir);
  const app = express();
  app.use(UPLOADS_URL_PREFIX, serveUploads(dir));
  // server/app.ts ends static misses the same way: the status, no body worth reading.
  app.use((error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status ?? 500).type("text/plain").send("Not found");
  });
  const server = http.createServer(app);
  const base = await listen(server);
  return {
    dir,
    base,
    driver: createLocalStorage(dir),
    absolute: (url) => new URL(url, base).toString(),
    keys: async () => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))),
    close: () => closeServer(server),
  };
}

/**
 * s3rver speaks the S3 protocol but ignores If-None-Match on PUT; this relay in front of it answers
 * such a PUT the way S3 does (412 PreconditionFailed when the key exists), so the driver's
 * no-overwrite path meets real protocol behaviour.
 */
function conditionalPutRelay(target: number) {
  return http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request({ host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: req.headers }, (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      });
      req.pipe(upstream);
    };
    if (req.method !== "PUT" || req.headers["if-none-match"] !== "*") return forward();
    const head = http.request({ host: "127.0.0.1", port: target, method: "HEAD", path: (req.url ?? "").split("?")[0] }, (reply) => {
      reply.resume();
      if (reply.statusCode !== 200) return forward();
      req.resume();
      res.writeHead(412, { "content-type": "application/xml" });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>');
    });
    head.end();
  });
}

export async function s3Harness(): Promise<Harness> {
  const bucket = "haat-media";
  const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: mkdtempSync(path.join(tmpdir(), "haat-s3-")), configureBuckets: [{ name: bucket }] });
  const { port } = await s3.run();
  const relay = conditionalPutRelay(port);
  const endpoint = await listen(relay);
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const lister = new S3Client({ region: "us-east-1", endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials });
  return {
    driver: createS3Storage({ bucket, region: "us-east-1", endpoint, ...credentials, publicUrl: `http://127.0.0.1:${port}/${bucket}`, forcePathStyle: true }),
    absolute: (url) => url,
    keys: async () => ((await lister.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key ?? ""),
    close: async () => {
      lister.destroy();
      await closeServer(relay);
      await s3.close();
    },
  };
}
