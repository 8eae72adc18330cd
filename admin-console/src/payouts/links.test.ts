import { describe, expect, it } from 'vitest';
import { filteredList } from './links';

describe('filtered list links', () => {
  it("open a list on a filter in react-admin's ?filter= convention", () => {
    const to = filteredList('/admin', 'earnings', { cleanerId: '6f1c…' });
    expect(to.startsWith('/admin/earnings?filter=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(to.split('?filter=')[1] ?? ''))).toEqual({ cleanerId: '6f1c…' });
  });
});
