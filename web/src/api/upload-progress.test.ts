import { describe, expect, it } from 'vitest';
import { fractionOf, parseResponseHeaders } from './upload-progress';

describe('upload progress', () => {
  it('is the share sent, bounded, or unknown without a total', () => {
    expect(fractionOf({ loaded: 512, total: 1024, lengthComputable: true })).toBe(0.5);
    expect(fractionOf({ loaded: 2048, total: 1024, lengthComputable: true })).toBe(1);
    expect(fractionOf({ loaded: 10, total: 0, lengthComputable: false })).toBeNull();
  });

  it("reads XMLHttpRequest's response headers", () => {
    const headers = parseResponseHeaders('content-type: application/json; charset=utf-8\r\nx-request-id: abc\r\n');
    expect(headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(headers.get('x-request-id')).toBe('abc');
    expect([...parseResponseHeaders('').keys()]).toEqual([]);
  });
});
