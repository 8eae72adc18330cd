import type { TestServer } from './test-server.js';

/** A raw GET (a PDF is binary: the JSON helper would read it as text); `json()` reads an error body. */
export async function download(t: TestServer, path: string, token?: string) {
  const res = await fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, json: () => JSON.parse(body.toString('utf8')) as { error: string; message: string } };
}

/** The Info Title of a PDF made by pdfkit (an indirect literal string; UTF-16 with a byte-order mark when not ASCII). */
export function pdfTitle(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text);
  if (!ref) return null;
  const start = text.indexOf(`\n${ref[1]} 0 obj\n(`);
  if (start < 0) return null;
  // Read the literal string up to its closing parenthesis, undoing PDF escapes.
  const bytes: number[] = [];
  for (let i = text.indexOf('(', start) + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x29) break;
    if (c !== 0x5c) {
      bytes.push(c);
      continue;
    }
    const next = text[++i]!;
    const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  const raw = Buffer.from(bytes);
  if (raw[0] === 0xfe && raw[1] === 0xff) return raw.subarray(2).swap16().toString('utf16le');
  return raw.toString('latin1');
}

/** The PDF's /Lang, as pdfkit writes it in the catalog. */
export const pdfLang = (pdf: Buffer): string | null => /\/Lang \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1] ?? null;
