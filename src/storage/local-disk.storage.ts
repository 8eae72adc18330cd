import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../shared/file-storage.js';

/** Files under one folder; the content type is kept beside each file. Keys never escape the root. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!/^[\w-]+(\/[\w.-]+)+$/.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer, contentType: string) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    await writeFile(`${file}.type`, contentType);
  }

  async get(key: string) {
    const file = this.pathOf(key);
    try {
      const [data, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
      return { data, contentType };
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }
}
