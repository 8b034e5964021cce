import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL, ObjectExistsError, type StorageDriver } from "./types";

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); AWS itself needs none. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket's objects (a CDN or the bucket's website), without a trailing slash. */
  publicUrl: string;
  forcePathStyle: boolean;
};

/**
 * The AWS SDK, loaded when a bucket is first used: a shop that keeps its media on disk never loads it,
 * and a server that does loads it with its first upload or backup copy, not at start (about 30 MB of
 * memory: `npm run bench`'s peak RSS, docs/performance.md).
 */
export const s3Sdk = () => import("@aws-sdk/client-s3");

/**
 * A client for the configured bucket (media and backup copies alike), made with the first call that
 * needs one, when the SDK loads. A failed load is not kept: the next call tries again.
 */
export function lazyS3Client(config: Omit<S3StorageConfig, "publicUrl" | "bucket">) {
  let created: Promise<S3Client> | undefined;
  return {
    get(): Promise<S3Client> {
      created ??= createS3Client(config).catch((error: unknown) => {
        created = undefined;
        throw error;
      });
      return created;
    },
    /** Ends the client's connections, if it was ever made. */
    async destroy() {
      await created?.then(
        (client) => client.destroy(),
        () => undefined,
      );
    },
  };
}

async function createS3Client(config: Omit<S3StorageConfig, "publicUrl" | "bucket">): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Many S3-compatible services reject the checksum headers newer SDKs add by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Objects in an S3-compatible bucket, read by browsers straight from `publicUrl`. */
export function createS3Storage(config: S3StorageConfig): StorageDriver {
  const client = lazyS3Client(config);
  const prefix = `${config.publicUrl}/`;
  return {
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      const [{ PutObjectCommand, S3ServiceException }, s3] = await Promise.all([s3Sdk(), client.get()]);
      try {
        await s3.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE_CONTROL,
            // Conditional write: the service refuses to replace an existing object (services that
            // ignore the header still never see a reused key: names carry 64 random bits).
            IfNoneMatch: "*",
          }),
        );
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) throw new ObjectExistsError(key);
        throw error;
      }
    },
    async remove(keys) {
      for (const key of keys) assertSafeKey(key);
      const [{ DeleteObjectCommand }, s3] = await Promise.all([s3Sdk(), client.get()]);
      // Single deletes: DeleteObjects needs Content-MD5, which several compatible services handle differently.
      await Promise.all(keys.map((key) => s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }))));
    },
    urlFor: (key) => `${prefix}${key}`,
    keyFor: (url) => (url.startsWith(prefix) ? url.slice(prefix.length) : null),
  };
}
