import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { earningKindChoices, payoutKindChoices, payoutStatusChoices, runStatusChoices } from './choices';

function lookup(messages: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('payouts choices', () => {
  const lists = [payoutStatusChoices, payoutKindChoices, runStatusChoices, earningKindChoices];

  it('name translation keys that exist in both languages', () => {
    for (const { name } of lists.flat()) {
      expect(typeof lookup(fr, name), name).toBe('string');
      expect(typeof lookup(en, name), name).toBe('string');
    }
  });

  it('have unique ids within each list', () => {
    for (const list of lists) {
      expect(new Set(list.map(c => c.id)).size).toBe(list.length);
    }
  });
});
