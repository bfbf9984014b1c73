import type { Config } from '../../config/config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

/** The storage STORAGE_DRIVER names. The AWS SDK is loaded only when the S3 one is chosen. */
export async function openFileStorage(config: Config): Promise<FileStorage> {
  if (config.storage.driver === 'local') return new LocalFileStorage(config.uploadsDir);
  const { S3FileStorage } = await import('./s3-file-storage.js');
  return new S3FileStorage(config.storage);
}
