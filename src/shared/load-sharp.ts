import type SharpModule from 'sharp';

// sharp (libvips, about 38 MB resident) is loaded with the first picture, not at boot: most requests
// carry none (issue #39, docs/decisions.md "Server memory"), as pdfkit waits for the first PDF.
let sharp: Promise<typeof SharpModule> | null = null;
export const loadSharp = (): Promise<typeof SharpModule> => (sharp ??= import('sharp').then((m) => m.default));
