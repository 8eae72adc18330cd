import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Middleware } from 'koa';

export interface CompressedAnswersOptions {
  /** Smaller answers go uncompressed (as koa-compress's threshold). */
  threshold: number;
  /** Compressed bytes kept at most (least recently used dropped first). */
  maxBytes: number;
  brotliQuality: number;
}

/**
 * Compresses a JSON GET answer once per distinct body and encoding (issue #24): public search hands
 * out the same answers again and again (its answer cache), and compressing each copy anew (brotli, per
 * response, in a stream) cost more than finding the answer. The body's digest finds the bytes; the
 * Content-Encoding set here makes koa-compress (registered before this) leave the answer alone. Other
 * answers, and clients that accept neither br nor gzip, go to koa-compress as before.
 */
/**
 * zlib answers a small result as a view of its 16 kB output chunk: kept as is, each answer of a few
 * hundred bytes held 16 kB (the 32 MB budget was half a gigabyte). Kept answers are copied to their size.
 */
function exactCopy(view: Buffer): Buffer {
  if (view.buffer.byteLength === view.length) return view;
  const copy = Buffer.allocUnsafeSlow(view.length);
  view.copy(copy);
  return copy;
}

export function compressedAnswers(options: CompressedAnswersOptions): Middleware {
  const kept = new Map<string, Buffer>();
  let bytes = 0;
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (ctx.method !== 'GET' || ctx.status !== 200 || typeof body !== 'string' || ctx.response.get('Content-Encoding') || !ctx.response.is('json')) return;
    if (Buffer.byteLength(body) < options.threshold) return;
    // Brotli whenever accepted (browsers list it after gzip without weights), as koa-compress prefers it.
    const encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
    if (!encoding) return;
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
    let compressed = kept.get(key);
    if (compressed) {
      // Most recently used last: the map's first entries are the ones to drop.
      kept.delete(key);
      kept.set(key, compressed);
    } else {
      compressed = exactCopy(encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality } }) : gzipSync(body));
      kept.set(key, compressed);
      bytes += compressed.length;
      for (const [oldest, value] of kept) {
        if (bytes <= options.maxBytes) break;
        kept.delete(oldest);
        bytes -= value.length;
      }
    }
    ctx.vary('Accept-Encoding');
    ctx.set('Content-Encoding', encoding);
    ctx.body = compressed;
  };
}
