import { describe, expect, it } from 'vitest';
import { nextDecisions, noteOf } from './format';

describe('report decisions', () => {
  it('closes an open report either way and reopens a closed one', () => {
    expect(nextDecisions('open')).toEqual(['resolved', 'dismissed']);
    expect(nextDecisions('resolved')).toEqual(['open']);
    expect(nextDecisions('dismissed')).toEqual(['open']);
  });

  it('sends a trimmed note, or none', () => {
    expect(noteOf('  Averti  ')).toBe('Averti');
    expect(noteOf('   ')).toBeNull();
  });
});
