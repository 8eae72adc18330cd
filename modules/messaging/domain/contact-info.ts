/**
 * Messages must not carry a way to reach the other party outside Éclat (spec section 5: "Les numéros
 * de téléphone ne sont pas autorisés..."; e-mail addresses likewise). One pure function holds the
 * rule so the route, the socket and the tests agree on it.
 *
 * A phone number is 7 or more digits in a row once separators are ignored (spaces, dots, dashes,
 * slashes, parentheses, +, underscores), where a digit may also be spelled in French or English
 * (zéro/zero, un/une/one, deux/two ... neuf/nine) or written as the letter O inside a run of digits.
 * Numbers in words count by their digits ("cinq cent quatorze" is 514: number-words.ts), and a comma
 * joins groups of 3 digits or more ("514, 555, 0199"; issue #42).
 * Dates are removed first so that "2026-11-28" or "28/11/2026" stay allowed; prices ("25 $"),
 * times ("9 h 30", "9:30", "de 9 à 13 h") and street numbers never reach 7 digits in a row because
 * "$", ":", "h" and ordinary words break a run.
 */
import { numberWordsAsDigits } from './number-words.js';

export type ContactInfo = 'phone' | 'email' | null;

export const PHONE_MIN_DIGITS = 7;

const SPELLED: Record<string, string> = {
  zero: '0',
  un: '1',
  une: '1',
  one: '1',
  deux: '2',
  two: '2',
  trois: '3',
  three: '3',
  quatre: '4',
  four: '4',
  cinq: '5',
  five: '5',
  six: '6',
  sept: '7',
  seven: '7',
  huit: '8',
  eight: '8',
  neuf: '9',
  nine: '9',
};
// Longest first so that "une" wins over "un" and "three" over "three"-prefixes.
const SPELLED_ALTERNATION = Object.keys(SPELLED)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** One piece of a chunk: a spelled digit, a digit, or the letter o (read as zero inside a run). */
const PIECE = new RegExp(`(${SPELLED_ALTERNATION})|(\\d)|(o)`, 'y');

/** Characters that may sit between the digits of a number without breaking it. */
const SEPARATORS = /^[\s.\-/()+_\u2010-\u2015]*$/u;

const TLD = '(?:com|ca|net|org|fr|qc|info|io|co|me|us|biz|be|ch)';
const EMAIL_PLAIN = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;
const EMAIL_OBFUSCATED = new RegExp(
  `[a-z0-9._%+-]+\\s*(?:@|[([{]\\s*(?:at|a|arobase)\\s*[)\\]}]|\\bat\\b|\\barobase\\b|\\barrobe\\b)\\s*[a-z0-9-]+(?:\\s*(?:\\.|[([{]\\s*(?:dot|point)\\s*[)\\]}]|\\bdot\\b|\\bpoint\\b)\\s*[a-z0-9-]+)*?\\s*(?:\\.|[([{]\\s*(?:dot|point)\\s*[)\\]}]|\\bdot\\b|\\bpoint\\b)\\s*${TLD}\\b`,
);

/** Lower case without accents, so "Zéro" and "zero" are the same word. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const validDayMonth = (a: number, b: number): boolean => a >= 1 && b >= 1 && ((a <= 12 && b <= 31) || (a <= 31 && b <= 12));

/** Replaces calendar dates by a word break, so their digits never join a run. */
function withoutDates(text: string): string {
  return text
    .replace(/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, (m, _y: string, mo: string, d: string) => (validDayMonth(Number(mo), Number(d)) ? ' ; ' : m))
    .replace(/(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)/g, (m, a: string, b: string) => (validDayMonth(Number(a), Number(b)) ? ' ; ' : m));
}

/** The digits a chunk of letters and digits spells, or null when it is an ordinary word. */
function digitsOf(chunk: string): { digits: string; real: boolean } | null {
  let digits = '';
  let real = false;
  PIECE.lastIndex = 0;
  while (PIECE.lastIndex < chunk.length) {
    const m = PIECE.exec(chunk);
    if (!m) return null;
    if (m[1]) {
      digits += SPELLED[m[1]];
      real = true;
    } else if (m[2]) {
      digits += m[2];
      real = true;
    } else digits += '0';
  }
  return { digits, real };
}

/** A comma between groups ("514, 555, 0199"): it joins them only between groups of 3 digits or more, so lists ("3, 10, 17") and amounts ("1 250,00") stay apart. */
const COMMA_GAP = /^\s*,\s+$/;
const COMMA_GROUP_DIGITS = 3;

/** The longest run of digits in the text, counting spelled digits (and numbers in words) and O for zero. */
export function longestDigitRun(text: string): number {
  const folded = numberWordsAsDigits(withoutDates(fold(text)));
  let best = 0;
  let run = 0;
  let runHasDigit = false;
  let last = 0;
  let lastChunkDigits = 0;
  const close = () => {
    if (runHasDigit) best = Math.max(best, run);
    run = 0;
    runHasDigit = false;
  };
  for (const m of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const gap = folded.slice(last, m.index);
    const spelled = digitsOf(m[0]);
    const commaJoins = COMMA_GAP.test(gap) && lastChunkDigits >= COMMA_GROUP_DIGITS && (spelled?.digits.length ?? 0) >= COMMA_GROUP_DIGITS;
    if (!SEPARATORS.test(gap) && !commaJoins) close();
    last = m.index + m[0].length;
    if (!spelled) {
      close();
      lastChunkDigits = 0;
      continue;
    }
    run += spelled.digits.length;
    runHasDigit ||= spelled.real;
    lastChunkDigits = spelled.digits.length;
  }
  close();
  return best;
}

/** What kind of contact information the text gives away, if any (phone numbers checked first). */
export function findContactInfo(text: string): ContactInfo {
  if (longestDigitRun(text) >= PHONE_MIN_DIGITS) return 'phone';
  const folded = fold(text);
  if (EMAIL_PLAIN.test(folded) || EMAIL_OBFUSCATED.test(folded)) return 'email';
  return null;
}
