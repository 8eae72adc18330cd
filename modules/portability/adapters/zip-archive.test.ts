import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../../test/support/zip-reader.js';
import { dosDateTime, isSafeEntryName, writeZip } from './zip-archive.js';

describe('writeZip', () => {
  const at = new Date('2026-11-30T15:04:06Z'); // 10:04:06 in Quebec (EST)

  it('writes an archive whose files read back byte for byte, text deflated, noise stored', () => {
    const text = Buffer.from(JSON.stringify({ nom: 'Émilie Côté', réservations: Array.from({ length: 50 }, (_, i) => ({ i })) }, null, 2));
    const noise = randomBytes(4096);
    const zip = writeZip(
      [
        { name: 'README.txt', data: Buffer.from('Bonjour\n') },
        { name: 'données/compte.json', data: text },
        { name: 'files/avatar.webp', data: noise },
        { name: 'vide.txt', data: Buffer.alloc(0) },
      ],
      at,
    );
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['README.txt', 'données/compte.json', 'files/avatar.webp', 'vide.txt']);
    expect(entries[1]!.data.equals(text)).toBe(true);
    expect(entries[1]!.method).toBe(8);
    expect(entries[2]!.data.equals(noise)).toBe(true);
    expect(entries[2]!.method).toBe(0);
    expect(entries[3]!.data.length).toBe(0);
    // UTF-8 names are flagged, so "données" is not read as CP437.
    expect(entries.every((e) => (e.flags & 0x0800) !== 0)).toBe(true);
  });

  it('dates entries on Quebec wall-clock time', () => {
    const { time, date } = dosDateTime(at);
    expect({ hour: time >> 11, minute: (time >> 5) & 63, second: (time & 31) * 2 }).toEqual({ hour: 10, minute: 4, second: 6 });
    expect({ year: (date >> 9) + 1980, month: (date >> 5) & 15, day: date & 31 }).toEqual({ year: 2026, month: 11, day: 30 });
    const [entry] = readZip(writeZip([{ name: 'a.txt', data: Buffer.from('a') }], at));
    expect([entry!.dosTime, entry!.dosDate]).toEqual([time, date]);
  });

  it('an empty archive is valid', () => {
    expect(readZip(writeZip([], at))).toEqual([]);
  });

  it('refuses names that would write outside the folder it is extracted to, and duplicates', () => {
    for (const name of ['../evil.txt', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b', './a']) {
      expect(isSafeEntryName(name), name).toBe(false);
      expect(() => writeZip([{ name, data: Buffer.from('x') }], at)).toThrow();
    }
    expect(isSafeEntryName('files/documents/3f2a-permis.pdf')).toBe(true);
    expect(() => writeZip([{ name: 'a.txt', data: Buffer.from('1') }, { name: 'a.txt', data: Buffer.from('2') }], at)).toThrow(/duplicate/);
  });
});
