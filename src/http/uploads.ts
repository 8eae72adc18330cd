import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { koaBody } from 'koa-body';
import type { Next } from 'koa';
import { requireAuth, type AppContext } from '../shared/http-kit.js';
import { UPLOAD_MAX_MB } from './errors.js';
import { findOperation, type CompiledOperation } from './openapi.js';

/**
 * Multipart bodies are parsed (to temp files) only for the contract's upload operations and only
 * for signed-in callers; every temp file is deleted when the request ends, whatever happened
 * (issue #13: anyone could otherwise fill the disk). Other routes never parse multipart.
 */
export function uploadsMiddleware(ops: CompiledOperation[], tempDir: string) {
  mkdirSync(tempDir, { recursive: true });
  // Each request writes into a folder of its own, removed at the end: a body cut short leaves
  // formidable's partial file behind without telling us its name.
  const parserFor = (uploadDir: string) =>
    koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      // Uploads are checked again by each use case (type by magic bytes, size per kind of file).
      // Empty files reach the use case, which answers with the product's invalid-type message.
      formidable: { uploadDir, maxFileSize: UPLOAD_MAX_MB * 1024 * 1024, maxFiles: 1, maxFields: 20, maxFieldsSize: 64 * 1024, allowEmptyFiles: true, minFileSize: 0 },
      onError: (error) => {
        throw error;
      },
    });
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.is('multipart')) return next();
    const found = findOperation(ops, ctx.method, ctx.path);
    if (!found?.op.multipart) return next();
    requireAuth(ctx);
    const dir = await mkdtemp(path.join(tempDir, 'request-'));
    try {
      await parserFor(dir)(ctx, next);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
