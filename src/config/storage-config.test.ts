import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('S3 storage configuration', () => {
  it('is off without S3_BUCKET (local disk)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
  });
  it('takes the bucket, keys, region, endpoint and prefix', () => {
    const c = loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'eclat-files', S3_REGION: 'ca-central-1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: '/prod/' });
    expect(c.s3).toEqual({ endpoint: 'https://s3.ca-central-1.amazonaws.com', bucket: 'eclat-files', region: 'ca-central-1', accessKeyId: 'k', secretAccessKey: 's', prefix: 'prod' });
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b12', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3?.endpoint).toBe('http://minio:9000');
  });
  it('refuses a bucket without keys, or a malformed bucket name', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'eclat-files' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_BUCKET/);
  });
});
