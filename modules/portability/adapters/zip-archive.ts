import { crc32, deflateRawSync } from 'node:zlib';
import { localDateOf, localMinuteOf } from '../../../src/shared/local-time.js';

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, the subset every unzip tool reads) written with Node's own zlib:
 * deflate, or stored when deflating does not help (pictures, PDFs). Names are UTF-8 (flag bit 11).
 * No ZIP64: an export holds at most 65 535 files and 4 GB, far above what one person's data weighs.
 */
export interface ZipEntry {
  /** Forward slashes, relative, no `..`. */
  name: string;
  data: Buffer;
}

const MAX_U32 = 0xffffffff;
const MAX_U16 = 0xffff;
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const STORE = 0;

export class ZipLimitError extends Error {}

/** A valid entry name: relative, forward slashes, no empty, `.` or `..` segment. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.length > 1024 || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** MS-DOS time and date of the instant on Quebec's wall clock (the archive's readers are in Quebec). */
export function dosDateTime(at: Date): { time: number; date: number } {
  const [year, month, day] = localDateOf(at).split('-').map(Number) as [number, number, number];
  const minute = localMinuteOf(at);
  const time = (Math.floor(minute / 60) << 11) | (minute % 60 << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((Math.max(year, 1980) - 1980) << 9) | (month << 5) | day;
  return { time, date };
}

export function writeZip(entries: ZipEntry[], modifiedAt: Date): Buffer {
  if (entries.length > MAX_U16) throw new ZipLimitError(`too many files for a ZIP without ZIP64: ${entries.length}`);
  const seen = new Set<string>();
  const { time, date } = dosDateTime(modifiedAt);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (!isSafeEntryName(entry.name)) throw new Error(`unsafe ZIP entry name: ${JSON.stringify(entry.name)}`);
    if (seen.has(entry.name)) throw new Error(`duplicate ZIP entry name: ${entry.name}`);
    seen.add(entry.name);
    const name = Buffer.from(entry.name, 'utf8');
    const deflated = deflateRawSync(entry.data);
    const method = deflated.length < entry.data.length ? DEFLATE : STORE;
    const body = method === DEFLATE ? deflated : entry.data;
    const crc = crc32(entry.data);
    if (entry.data.length > MAX_U32 || offset > MAX_U32) throw new ZipLimitError('archive over 4 GB');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0 (so the mode below is read)
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // extra, comment, disk number, internal attributes: 0
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  if (offset > MAX_U32 || offset + directory.length > MAX_U32) throw new ZipLimitError('archive over 4 GB');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
