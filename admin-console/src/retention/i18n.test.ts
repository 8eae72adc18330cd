import { describe, expect, it } from 'vitest';
import { retentionEn, retentionFr } from './i18n';
import { RETENTION_RULES } from './retention-api';
import { keyPaths } from '../i18n/message-keys';

describe('the retention card’s console messages', () => {
  it('have the same keys in French and English', () => {
    expect(keyPaths(retentionEn).sort()).toEqual(keyPaths(retentionFr).sort());
  });

  it('name every rule of the report', () => {
    expect(Object.keys(retentionFr.eclat.retention.rules).sort()).toEqual([...RETENTION_RULES].sort());
  });
});
