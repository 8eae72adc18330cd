import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes cells with the delimiter, quotes or line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('a; b')).toBe('a; b');
    expect(csvCell('a; b', ';')).toBe('"a; b"');
    expect(csvCell('dit « oui » et "non"')).toBe('"dit « oui » et ""non"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
  });

  it('keeps formulas from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('2026-11-28')).toBe('2026-11-28');
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv([['a', 'b'], ['é', 1]])).toBe('\uFEFFa,b\r\né,1\r\n');
    expect(toCsv([['a', 'b;c']], ';')).toBe('\uFEFFa;"b;c"\r\n');
  });
});
