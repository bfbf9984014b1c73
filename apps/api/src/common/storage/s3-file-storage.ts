import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import type { S3StorageConfig } from '../../config/config';
import { assertStoredPath, type FileStorage } from './file-storage';

/** The same week the API gives its own /uploads files: a stored name never gets new content. */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * Pictures in an S3-compatible bucket (Amazon S3, MinIO, Ceph, Cloudflare R2, ...), so several API
 * instances share them. The object key is the stored path; browsers read `S3_PUBLIC_URL/<path>`.
 * An object appears whole or not at all, so a failed write leaves nothing torn.
 */
export class S3FileStorage implements FileStorage, OnModuleDestroy {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageConfig) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Other S3-compatible servers are addressed as endpoint/bucket/key, which every one of them understands.
      forcePathStyle: settings.endpoint !== undefined,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer trailing ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable bucket fails the upload in seconds, with the plain "could not store" message, rather than hanging.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
      maxAttempts: 2,
    });
  }

  async write(path: string, data: Buffer, contentType: string): Promise<void> {
    assertStoredPath(path);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: path, Body: data, ContentType: contentType, CacheControl: CACHE_CONTROL }),
    );
  }

  async read(path: string): Promise<Buffer> {
    assertStoredPath(path);
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: path }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async remove(paths: readonly string[]): Promise<void> {
    paths.forEach(assertStoredPath);
    // One request per key: DeleteObjects needs checksum headers that not every S3-compatible server takes.
    await Promise.all(paths.map((path) => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: path }))));
  }

  urlOf(path: string): string {
    return `${this.settings.publicUrl}/${path}`;
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
