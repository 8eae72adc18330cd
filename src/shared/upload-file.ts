import { readFile } from 'node:fs/promises';
import type { AppContext } from './http-kit.js';

/** The multipart part `file` read into memory (src/http/uploads.ts caps it at 10 MB and removes every temp file). */
export async function withUploadedFile<T>(ctx: AppContext, work: (file: { data: Buffer; filename: string } | null) => Promise<T>): Promise<T> {
  const files = (ctx.request as { files?: Record<string, unknown> }).files;
  const raw = files?.file;
  const file = (Array.isArray(raw) ? raw[0] : raw) as { filepath: string; originalFilename: string | null } | undefined;
  if (!file) return work(null);
  return work({ data: await readFile(file.filepath), filename: file.originalFilename ?? '' });
}

/** A text field of a multipart form. */
export function formField(ctx: AppContext, name: string): string | undefined {
  const body = (ctx.request as { body?: Record<string, unknown> }).body;
  const value = body?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
