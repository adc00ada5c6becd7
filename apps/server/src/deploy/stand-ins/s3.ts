import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account; it checks request signatures made with these. */
export const standInCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  /** The environment that points the server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible HTTP server (s3rver, a development dependency) on loopback with one
 * bucket, for the tests and `npm run deploy:local`. Port 0 takes a free port.
 */
export async function startS3StandIn(
  options: { bucket?: string; port?: number; directory?: string } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'greenscape';
  const own = options.directory === undefined;
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'greenscape-s3-')));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: standInCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: standInCredentials.secretAccessKey,
    },
    async close() {
      await server.close();
      if (own) {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
