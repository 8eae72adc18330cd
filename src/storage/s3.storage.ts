import type { FileStorage } from '../shared/file-storage.js';
import { sha256Hex, signRequest, uriEncode, type SigningKeys } from './sigv4.js';

export interface S3StorageOptions {
  /** The service's base URL, e.g. https://s3.ca-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional folder inside the bucket (no leading or trailing slash). */
  prefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...), with
 * path-style URLs (`<endpoint>/<bucket>/<key>`), which every one of them accepts. The bucket must
 * be private: public files (avatars, portfolio) are still served through the API's routes.
 */
export class S3CompatibleStorage implements FileStorage {
  private readonly keys: SigningKeys;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: S3StorageOptions) {
    this.keys = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3' };
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  private urlOf(key: string): URL {
    if (!/^[\w-]+(\/[\w.-]+)+$/.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    const full = this.options.prefix ? `${this.options.prefix}/${key}` : key;
    const base = this.options.endpoint.replace(/\/$/, '');
    return new URL(`${base}/${uriEncode(this.options.bucket)}/${full.split('/').map(uriEncode).join('/')}`);
  }

  private async send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.urlOf(key);
    const payload = body ?? Buffer.alloc(0);
    const headers = signRequest({
      method,
      url,
      headers: { host: url.host, ...(contentType ? { 'content-type': contentType } : {}) },
      payloadHash: sha256Hex(payload),
      keys: this.keys,
      now: this.now(),
    });
    delete headers.host;
    return this.fetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}), signal: AbortSignal.timeout(30_000) });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, data, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return { data: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }
}
