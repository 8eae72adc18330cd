import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3CompatibleStorage, type S3StorageOptions } from '../../src/storage/s3.storage.js';

/**
 * The hand-made S3 client against s3rver, an S3-compatible server storing objects on disk: path-style
 * URLs, encoding of key paths, content types, 404s, large bodies. s3rver 3.7.1 checks the access key of
 * a V4-signed request but not its signature (lib/middleware/authentication.js: "Signature version 4
 * calculation is unimplemented"); the signatures are proven by the published AWS examples in
 * src/storage/sigv4.test.ts.
 */
describe('S3 storage against an S3-compatible server (s3rver)', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'eclat-s3rver-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'eclat-files' }] });
  let options: S3StorageOptions;
  const storage = (overrides: Partial<S3StorageOptions> = {}) => new S3CompatibleStorage({ ...options, ...overrides });

  beforeAll(async () => {
    const { port } = await s3.run();
    options = { endpoint: `http://127.0.0.1:${port}`, bucket: 'eclat-files', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  });
  afterAll(async () => {
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('puts, gets and deletes an object, and answers null for one that does not exist', async () => {
    const files = storage();
    const key = 'avatars/user-1/photo.webp';
    expect(await files.get(key)).toBeNull();
    await files.put(key, Buffer.from('image bytes'), 'image/webp');
    const read = await files.get(key);
    expect(read?.data.toString()).toBe('image bytes');
    expect(read?.contentType).toBe('image/webp');
    // Replaced in place.
    await files.put(key, Buffer.from('new image bytes'), 'image/webp');
    expect((await files.get(key))?.data.toString()).toBe('new image bytes');
    await files.delete(key);
    expect(await files.get(key)).toBeNull();
    // Deleting what is gone already is not an error.
    await files.delete(key);
  });

  it('round-trips a large object byte for byte', async () => {
    const files = storage();
    const data = randomBytes(12 * 1024 * 1024 + 17);
    await files.put('documents/cleaner-9/id-card.pdf', data, 'application/pdf');
    const read = await files.get('documents/cleaner-9/id-card.pdf');
    expect(read?.data.length).toBe(data.length);
    expect(read?.data.equals(data)).toBe(true);
    await files.delete('documents/cleaner-9/id-card.pdf');
  });

  it('signs keys holding spaces, accents and reserved characters (under an S3_PREFIX that has them)', async () => {
    const files = storage({ prefix: 'Éclat fichiers/été 2026 (prod)' });
    // Keys are made by Éclat (letters, digits, - _ .); an operator's S3_PREFIX can hold anything.
    const key = 'visit-photos/booking-7/after-cleaning_1.jpg';
    await files.put(key, Buffer.from('une photo'), 'image/jpeg');
    expect((await files.get(key))?.data.toString()).toBe('une photo');
    // Stored under the decoded name (not a doubly encoded one), and not reachable under a look-alike.
    expect(existsSync(path.join(directory, 'eclat-files', 'Éclat fichiers', 'été 2026 (prod)', 'visit-photos', 'booking-7'))).toBe(true);
    expect(await storage({ prefix: 'Éclat fichiers/ete 2026 (prod)' }).get(key)).toBeNull();
    await files.delete(key);
    expect(await files.get(key)).toBeNull();
  });

  it('is refused with an access key the server does not know, and writes nothing', async () => {
    const stranger = storage({ accessKeyId: 'SOMEONE', secretAccessKey: 'not-the-secret' });
    await expect(stranger.put('avatars/user-2/photo.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403[\s\S]*InvalidAccessKeyId/);
    await expect(stranger.get('avatars/user-2/photo.webp')).rejects.toThrow(/403/);
    await expect(stranger.delete('avatars/user-2/photo.webp')).rejects.toThrow(/403/);
    expect(await storage().get('avatars/user-2/photo.webp')).toBeNull();
  });
});
