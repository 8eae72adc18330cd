import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photo-file';

const MB = 1024 * 1024;

describe('photoFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(photoFileProblem({ name: 'kitchen.JPG', size: 2 * MB })).toBeNull();
    expect(photoFileProblem({ name: 'a.jpeg', size: 10 * MB })).toBeNull();
    expect(photoFileProblem({ name: 'a.png', size: 1 })).toBeNull();
    expect(photoFileProblem({ name: 'a.webp', size: 1 })).toBeNull();
  });

  it('refuses other types and empty files with the invalid-type message', () => {
    expect(photoFileProblem({ name: 'a.gif', size: 1 })).toEqual({ key: 'cleanerProfile:uploads.invalidType', values: { types: 'JPG, PNG, WebP' } });
    expect(photoFileProblem({ name: 'a.pdf', size: 1 })?.key).toBe('cleanerProfile:uploads.invalidType');
    expect(photoFileProblem({ name: 'a.png', size: 0 })?.key).toBe('cleanerProfile:uploads.invalidType');
  });

  it('refuses files over 10 MB with the too-large message', () => {
    expect(photoFileProblem({ name: 'a.png', size: 10 * MB + 1 })).toEqual({ key: 'cleanerProfile:uploads.tooLarge', values: { max: 10 } });
  });
});
