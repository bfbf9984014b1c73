import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The API's settings for this server: STORAGE_DRIVER=s3 and the S3_* keys. */
  env: Record<string, string>;
  publicUrl: string;
  /** Stops the server (the bucket stays on disk until `close`), to see how uploads fail without it. */
  stop: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket, storing in a
 * temp folder. It checks request signatures against its fixed key pair, as S3 does.
 */
export async function startTestS3(bucket = 'school-pictures'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'trailside-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    publicUrl: `${endpoint}/${bucket}`,
    stop,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
