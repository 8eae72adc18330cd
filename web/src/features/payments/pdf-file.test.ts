import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './pdf-file';

describe('filenameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(filenameFromDisposition('attachment; filename="facture-ECL-2026-000001.pdf"', 'x.pdf')).toBe('facture-ECL-2026-000001.pdf');
  });

  it('prefers the UTF-8 name and decodes it', () => {
    expect(filenameFromDisposition(`attachment; filename="releve.pdf"; filename*=UTF-8''relev%C3%A9-2026-11.pdf`, 'x.pdf')).toBe('relevé-2026-11.pdf');
  });

  it('reads an unquoted name', () => {
    expect(filenameFromDisposition('attachment; filename=invoice.pdf', 'x.pdf')).toBe('invoice.pdf');
  });

  it('falls back without a header, without a name, or with a name made only of separators', () => {
    expect(filenameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
    expect(filenameFromDisposition('attachment', 'x.pdf')).toBe('x.pdf');
    expect(filenameFromDisposition('attachment; filename="/"', 'x.pdf')).toBe('x.pdf');
  });

  it('drops path separators', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/a.pdf"', 'x.pdf')).toBe('....etca.pdf');
  });

  it('falls back to the plain name when the UTF-8 one is malformed', () => {
    expect(filenameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`, 'x.pdf')).toBe('a.pdf');
  });
});
