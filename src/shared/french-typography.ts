/**
 * French typography the Quebec way (issue #35, docs/decisions.md "French typography"): a narrow
 * no-break space (U+202F) before ; ! ? and a no-break space (U+00A0) before : and » and after «, so
 * that no line starts with the punctuation. PDFs use U+00A0 everywhere: pdfkit's standard Helvetica
 * encodes WinAnsi, which has no U+202F.
 *
 * Punctuation is typographic only when what follows it ends the word (a space, the end, a closing mark
 * or a tag): `https://`, `?lang=en`, `9:00`, `![image]` and `{{a}}:{{b}}` are code, not prose, and left alone.
 *
 * Used by test/unit/french-typography.test.ts (the check), by the migration that fixed the launch content
 * and by the one-off script that fixed the texts.
 */
export type SpaceRule = 'quebec' | 'pdf';

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';
/** Stands for a `${…}` substitution of a template literal (it reads as a word). */
export const SUBSTITUTION = '\ufffc';

const SPACES = new Set([' ', NBSP, NNBSP, '\u2009', '\t']);
/** What may follow typographic punctuation; anything else (a letter, a digit, `/`, `=`…) makes it code. */
const ENDS_PUNCTUATION = /[\s)\]}»"”’'*_<>.,;:!?…\\|-]/;

/** The space a mark wants before it (or after it, for «). */
const spaceFor = (mark: string, rule: SpaceRule): string => (rule === 'pdf' || mark === ':' || mark === '»' || mark === '«' ? NBSP : NNBSP);

export interface Edit {
  /** Index (in characters of the given list) of the space to replace, or where to insert one. */
  index: number;
  kind: 'replace' | 'insert';
  space: string;
  mark: string;
}

/** The edits a text needs, on its characters (one element per character: a template's `${…}` is one). */
export function typographyEdits(chars: readonly string[], rule: SpaceRule = 'quebec'): Edit[] {
  const edits: Edit[] = [];
  const code = markupMask(chars);
  for (let i = 0; i < chars.length; i++) {
    const mark = chars[i]!;
    if (code[i]) continue;
    if (mark === '«') {
      const next = chars[i + 1];
      if (next === undefined || next === '»') continue;
      const space = spaceFor(mark, rule);
      if (next === space || (space === NBSP && /^&(nbsp|#160|#xa0);/i.test(chars.slice(i + 1, i + 8).join('')))) continue;
      edits.push(SPACES.has(next) ? { index: i + 1, kind: 'replace', space, mark } : { index: i + 1, kind: 'insert', space, mark });
      continue;
    }
    if (mark !== ';' && mark !== ':' && mark !== '!' && mark !== '?' && mark !== '»') continue;
    const next = chars[i + 1];
    if (mark !== '»' && next !== undefined && !ENDS_PUNCTUATION.test(next)) continue;
    const prev = spaceBefore(chars, i);
    // "?!", "…?", "(?)", "« »": the mark follows another one.
    if (prev !== undefined && /[;:!?«(\[…]/.test(prev)) continue;
    const space = spaceFor(mark, rule);
    if (prev === space) continue;
    if (prev !== undefined && SPACES.has(prev)) edits.push({ index: i - 1, kind: 'replace', space, mark });
    else edits.push({ index: i, kind: 'insert', space, mark });
  }
  return edits;
}

/** HTML inside a text: its tags, and what <style> and <script> hold, are code (`color: red;`, `lang="fr"`). */
function markupMask(chars: readonly string[]): boolean[] {
  const mask = chars.map(() => false);
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== '<' || !/[a-zA-Z/!]/.test(chars[i + 1] ?? '')) continue;
    const tag = chars.slice(i, chars.indexOf('>', i) + 1 || undefined).join('');
    const name = /^<([a-zA-Z][\w-]*)/.exec(tag)?.[1]?.toLowerCase();
    // <style>, <script> and an element in English (a bilingual page) are skipped whole.
    const closing = name && (name === 'style' || name === 'script' || /\slang="en/.test(tag)) ? `</${name}>` : '>';
    let j = i;
    while (j < chars.length && chars.slice(j, j + closing.length).join('').toLowerCase() !== closing) j++;
    const end = Math.min(chars.length, j + closing.length);
    for (let k = i; k < end; k++) mask[k] = true;
    i = end - 1;
  }
  // Entities: `&nbsp;` is code, and reads as the space it stands for (spaceBefore).
  const text = chars.join('');
  if (chars.length === text.length) for (const m of text.matchAll(/&(#x?[0-9a-fA-F]+|[a-zA-Z]+);/g)) for (let k = m.index; k < m.index + m[0].length; k++) mask[k] = true;
  return mask;
}

const ENTITY_SPACES: Record<string, string> = { '&nbsp;': NBSP, '&#160;': NBSP, '&#xa0;': NBSP, '&#8239;': NNBSP, '&#x202f;': NNBSP };

/** The character before `i`, an entity ending there read as its space. */
function spaceBefore(chars: readonly string[], i: number): string | undefined {
  if (chars[i - 1] === ';') {
    const before = chars.slice(Math.max(0, i - 9), i).join('').toLowerCase();
    for (const [entity, space] of Object.entries(ENTITY_SPACES)) if (before.endsWith(entity)) return space;
  }
  return chars[i - 1];
}

/** What is wrong with a French text: each bad spot, with a few characters around it (none: []). */
export function typographyProblems(text: string, rule: SpaceRule = 'quebec'): string[] {
  const chars = [...text];
  return typographyEdits(chars, rule).map((e) => {
    const around = chars.slice(Math.max(0, e.index - 18), e.index + 18).join('').replace(/\u00a0/g, '⍽').replace(/\u202f/g, '·');
    return `${e.kind === 'insert' ? 'no space' : 'a breaking space'} at "${e.mark}": …${around}…`;
  });
}

/** One character of a literal as written in the source (`\u00a0`, `\n`…) and as read. */
export interface Unit {
  raw: string;
  cooked: string;
}

/** Applies the edits, writing each space with `emit` (an escape in TypeScript, the character in JSON and markdown). */
export function fixUnits(units: readonly Unit[], rule: SpaceRule, emit: (space: string) => string): string {
  const edits = typographyEdits(units.map((u) => u.cooked), rule);
  const out = units.map((u) => u.raw);
  for (const e of edits.reverse()) {
    if (e.kind === 'replace') out[e.index] = emit(e.space);
    else out.splice(e.index, 0, emit(e.space));
  }
  return out.join('');
}

/** The text as plain characters (markdown, JSX text). */
export const plainUnits = (text: string): Unit[] => [...text].map((c) => ({ raw: c, cooked: c }));

/** The text with the spaces French typography wants (plain characters: a database row, markdown). */
export const fixFrenchTypography = (text: string, rule: SpaceRule = 'quebec'): string => fixUnits(plainUnits(text), rule, (space) => space);
