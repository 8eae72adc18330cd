import { describe, expect, it } from 'vitest';
import { postponeMoves } from './postpone-history';

const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('postponement history (issue #42)', () => {
  it('reads from the former start to the new one, chained through several moves', () => {
    const history = [
      { action: 'request', reason: null },
      { action: 'postpone', reason: '2026-12-09 09:00' },
      { action: 'accept', reason: null },
      { action: 'postpone', reason: '2026-12-10 13:00' },
    ];
    const fr = postponeMoves(history, { date: '2026-12-11', time: '08:30' }, 'fr');
    expect(plain(fr.get(1)!.from)).toBe('mercredi 9 déc. à 9 h');
    expect(plain(fr.get(1)!.to)).toBe('jeudi 10 déc. à 13 h');
    expect(plain(fr.get(3)!.to)).toBe('vendredi 11 déc. à 8 h 30');
    expect(fr.has(0)).toBe(false);
    const en = postponeMoves(history, { date: '2026-12-11', time: '08:30' }, 'en');
    expect(plain(en.get(1)!.from)).toMatch(/Wednesday, Dec\.? 9 at 9:00 AM/);
  });
});
