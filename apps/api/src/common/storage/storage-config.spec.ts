import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../config/config';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trailside-config-')), ...env });

const S3 = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'school-pictures',
  S3_PUBLIC_URL: 'https://pictures.school.example/',
};

describe('the storage settings', () => {
  it('should keep pictures in the local folder by default', () => {
    expect(load({}).storage).toEqual({ driver: 'local' });
  });

  it('should read an S3-compatible bucket with its keys, dropping the slash at the end of the public address', () => {
    const config = load({ ...S3, S3_ENDPOINT: 'http://minio.school.lan:9000', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'office', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'school-pictures',
      region: 'eu-west-1',
      endpoint: 'http://minio.school.lan:9000',
      credentials: { accessKeyId: 'office', secretAccessKey: 'secret' },
      publicUrl: 'https://pictures.school.example',
    });
  });

  it("should leave the keys to the machine's role when none are given, in the default region", () => {
    expect(load({ ...S3, S3_REGION: '', S3_ENDPOINT: '' }).storage).toMatchObject({ region: 'us-east-1', endpoint: undefined, credentials: undefined });
  });

  it('should name every missing or wrong storage setting at once', () => {
    const wrong = () => load({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'minio', S3_ACCESS_KEY_ID: 'office' });
    expect(wrong).toThrow(ConfigError);
    expect(wrong).toThrow(
      /S3_ENDPOINT: must be a full URL[^]*S3_BUCKET: is required when STORAGE_DRIVER=s3[^]*S3_PUBLIC_URL: is required when STORAGE_DRIVER=s3[^]*S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
    expect(() => load({ STORAGE_DRIVER: 'dropbox' })).toThrow(/STORAGE_DRIVER: must be local or s3/);
  });
});
