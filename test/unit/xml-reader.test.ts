import { describe, expect, it } from 'vitest';
import { parseXml } from '../support/xml.js';

/** The tests' XML reader (test/support/xml.ts) must refuse what is not well-formed, or the sitemap test proves nothing. */
describe('parseXml', () => {
  it('reads elements, attributes, text and entities', () => {
    const root = parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a xmlns:x="urn:x" k=\'v\'><x:b href="p?a=1&amp;b=2"/><c>1 &lt; 2 &#233;</c></a>\n');
    expect(root.name).toBe('a');
    expect(root.attrs.k).toBe('v');
    expect(root.children.map((c) => c.name)).toEqual(['x:b', 'c']);
    expect(root.children[0]!.attrs.href).toBe('p?a=1&b=2');
    expect(root.children[1]!.text).toBe('1 < 2 é');
  });

  it.each([
    ['<a><b></a>', 'closed out of order'],
    ['<a>', 'left open'],
    ['<a></a><b/>', 'second root'],
    ['<a>x & y</a>', 'bare &'],
    ['<a href="x&y"/>', 'bare & in attribute'],
    ['<a>1 < 2</a>', 'stray <'],
    ['<a k=v/>', 'unquoted attribute'],
    ['<a k="1" k="2"/>', 'attribute twice'],
    ['<x:a/>', 'undeclared prefix'],
    ['text<a/>', 'text outside'],
  ])('refuses %s (%s)', (xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});
