import { describe, expect, it } from 'vitest';
import { toUserUpdate } from '../data-provider';

describe('the console\'s user update body (issue #41)', () => {
  it('carries the suspension reason, trimmed, and nothing but role, status and reason', () => {
    expect(toUserUpdate({ id: 'u', name: 'Ana', status: 'suspended', reason: '  Trois absences  ' })).toEqual({ status: 'suspended', reason: 'Trois absences' });
    expect(toUserUpdate({ status: 'active' })).toEqual({ status: 'active' });
    expect(toUserUpdate({ role: 'cleaner', reason: '   ' })).toEqual({ role: 'cleaner' });
  });
});
