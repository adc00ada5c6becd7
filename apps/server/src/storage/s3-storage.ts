import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, type Storage } from './storage';

export type S3Settings = {
  bucket: string;
  region: string;
  /** Any S3-compatible store (MinIO, R2, Spaces, …); unset means AWS itself. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix: string;
};

type S3Error = { name?: string; $metadata?: { httpStatusCode?: number } };

// A missing object, not a missing bucket: a bucket deleted or renamed under a running server is
// a fault to report (500), not a photo to answer 404 for.
function isMissingObject(error: unknown): boolean {
  const e = error as S3Error;
  return (
    e.name === 'NoSuchKey' || (e.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket')
  );
}

function isMissingBucket(error: unknown): boolean {
  const e = error as S3Error;
  return e.name === 'NoSuchBucket' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Uploads in an S3-compatible bucket. Files are still served through the app (the uploads route
 * checks who may see a private project photo), so the bucket stays private and needs no CORS.
 */
export function s3Storage(settings: S3Settings): Storage & { verify(): Promise<void> } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: newer SDK defaults add headers that several
    // S3-compatible stores reject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return settings.prefix + key;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!object.Body) {
          return undefined;
        }
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) {
          return undefined;
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) {
            yield object.Key.slice(settings.prefix.length);
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = isMissingBucket(error)
          ? 'no such bucket'
          : error instanceof Error
            ? error.name === 'Error' || !error.name
              ? error.message
              : `${error.name}: ${error.message}`
            : String(error);
        throw new Error(
          `S3 bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''} cannot be used: ${reason}`,
          { cause: error },
        );
      }
    },
  };
}
