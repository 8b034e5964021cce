import { createReadStream } from "node:fs";
import { lazyS3Client, s3Sdk, type S3StorageConfig } from "../storage/s3";
import { BACKUP_NAME } from "./backup";

/** Backups are kept under this prefix of the media bucket. */
export const BUCKET_PREFIX = "backups/";

export type BucketBackup = { name: string; bytes: number; createdAt: Date };

/**
 * Copies of the scheduled backups in the S3 bucket that holds the media. No ACL is sent (buckets
 * with ACLs disabled, the default on AWS, refuse one): objects are private unless the bucket's
 * policy makes them public, so that policy must not cover backups/ (README). Names carry 48
 * random bits besides.
 */
export function backupBucket(config: Omit<S3StorageConfig, "publicUrl">) {
  // Made with the first call: the SDK is loaded only when a backup is copied or listed.
  const client = lazyS3Client(config);
  const list = async (): Promise<BucketBackup[]> => {
    const [{ ListObjectsV2Command }, s3] = await Promise.all([s3Sdk(), client.get()]);
    const found: BucketBackup[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: BUCKET_PREFIX, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const name = (object.Key ?? "").slice(BUCKET_PREFIX.length);
        const match = BACKUP_NAME.exec(name);
        if (!match) continue;
        found.push({ name, bytes: object.Size ?? 0, createdAt: new Date(match[1]!.replace(/T(\d{2})-(\d{2})-(\d{2})Z$/, "T$1:$2:$3Z")) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => b.name.localeCompare(a.name));
  };
  return {
    bucket: config.bucket,
    list,
    /** Uploads one backup file (a single PUT: up to 5 GB). */
    async upload(file: string, name: string, bytes: number) {
      const [{ PutObjectCommand }, s3] = await Promise.all([s3Sdk(), client.get()]);
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: `${BUCKET_PREFIX}${name}`,
          Body: createReadStream(file),
          ContentLength: bytes,
          ContentType: "application/gzip",
          CacheControl: "no-store",
        }),
      );
    },
    /** Deletes all but the newest `keep` backups in the bucket; returns the names deleted. */
    async rotate(keep: number) {
      const old = (await list()).slice(keep);
      const [{ DeleteObjectCommand }, s3] = await Promise.all([s3Sdk(), client.get()]);
      for (const backup of old) await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: `${BUCKET_PREFIX}${backup.name}` }));
      return old.map((b) => b.name);
    },
    close: () => client.destroy(),
  };
}

export type BackupBucket = ReturnType<typeof backupBucket>;
