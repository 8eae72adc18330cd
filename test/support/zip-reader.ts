import { crc32, inflateRawSync } from 'node:zlib';

export interface ReadEntry {
  name: string;
  data: Buffer;
  method: number;
  flags: number;
  dosTime: number;
  dosDate: number;
}

/**
 * Reads a ZIP the way unzip tools do (end record -> central directory -> local headers), checking
 * that both headers agree and that every CRC-32 and size matches: a broken archive throws.
 */
export function readZip(zip: Buffer): ReadEntry[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > zip.length) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(endAt + 10);
  const directorySize = zip.readUInt32LE(endAt + 12);
  let at = zip.readUInt32LE(endAt + 16);
  if (at + directorySize !== endAt) throw new Error('central directory does not end where the end record starts');
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const dosTime = zip.readUInt16LE(at + 12);
    const dosDate = zip.readUInt16LE(at + 14);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (zip.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const localName = zip.toString('utf8', localAt + 30, localAt + 30 + zip.readUInt16LE(localAt + 26));
    if (localName !== name || zip.readUInt32LE(localAt + 14) !== crc || zip.readUInt16LE(localAt + 8) !== method) throw new Error(`local and central headers differ for ${name}`);
    const start = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const body = zip.subarray(start, start + compressed);
    const data = method === 8 ? inflateRawSync(body) : method === 0 ? Buffer.from(body) : null;
    if (!data) throw new Error(`unknown method ${method} for ${name}`);
    if (data.length !== size || crc32(data) !== crc) throw new Error(`size or CRC mismatch for ${name}`);
    entries.push({ name, data, method, flags, dosTime, dosDate });
  }
  return entries;
}

/** Entry name -> its bytes. */
export const zipFiles = (zip: Buffer): Map<string, Buffer> => new Map(readZip(zip).map((e) => [e.name, e.data]));
