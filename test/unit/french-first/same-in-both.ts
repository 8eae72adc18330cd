/**
 * Bill 96 (Charter of the French language): the rules the French-first tests apply to a pair of texts.
 *
 * A French text may read exactly as the English one only when every word of it is spelled the same in
 * both languages. The allow-list below is that short list of words: the brand, proper nouns (provinces,
 * Airbnb) and the few ordinary words French and English share (« Total », « Date », « Service »...).
 * Numbers, URLs, email addresses and `{{placeholders}}` are not words and are ignored. Add a word here
 * only when the French dictionary (OQLF's Grand dictionnaire terminologique) writes it this way.
 */
export const SAME_IN_BOTH_LANGUAGES: ReadonlySet<string> = new Set(
  [
    // The brand and proper nouns.
    'éclat', 'airbnb', 'ontario', 'manitoba', 'saskatchewan', 'alberta', 'yukon', 'nunavut', 'québec',
    // Acronyms and symbols of measure.
    'ok', 'aaa', 'aa', 'ping', 'h', 'min',
    // Words spelled the same in French (checked in the GDT).
    'client', 'total', 'date', 'service', 'services', 'message', 'messages', 'conversation', 'notifications',
    'actions', 'options', 'type', 'description', 'commission', 'net', 'province', 'garage', 'bungalow', 'condo',
    'commercial', 'communication', 'expert', 'certification', 'badges', 'palette', 'administration', 'photo',
    'format', 'article', 'articles', 'menu', 'documents',
  ],
);

/**
 * Words that only English uses: a French text holding one was (partly) left untranslated. French words
 * that happen to look English (« on », « an », « in » of « in extremis ») are not in the list.
 */
const ENGLISH_ONLY_WORDS: ReadonlySet<string> = new Set(
  'the your you and with please was were is are this that of to for will not our we it be have has from can by my'.split(' '),
);

const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const URL = /https?:\/\/\S+/g;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

/** The words of a text, lower-cased, without placeholders, links, addresses or numbers. */
export function wordsOf(text: string, ignore: readonly string[] = []): string[] {
  let rest = text.replace(PLACEHOLDER, ' ').replace(URL, ' ').replace(EMAIL, ' ');
  for (const value of ignore) rest = rest.split(value).join(' ');
  return (rest.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !/\p{N}/u.test(word));
}

/** True when the text is made of words written the same in French and English only (or of no word at all). */
export const isSameInBothLanguages = (text: string, ignore: readonly string[] = []): boolean =>
  wordsOf(text, ignore).every((word) => SAME_IN_BOTH_LANGUAGES.has(word));

/** English words found in a French text (placeholders, links and the given values, such as names, aside). */
export const englishWordsIn = (french: string, ignore: readonly string[] = []): string[] =>
  wordsOf(french, ignore).filter((word) => ENGLISH_ONLY_WORDS.has(word));

/** `{{name}}` placeholders, `<0>` component tags and `$t()` nestings: what a translation must keep. */
export const markersOf = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*[\w.]+[^}]*\}\}|<\/?\w+\s*\/?>|\$t\([^)]*\)/g)].map((m) => m[0].replace(/\s/g, '')).sort();

/**
 * What is wrong with a French text beside its English one (nothing: an empty list): it must exist,
 * not be empty, keep the English markers, not read as the English one unless every word is shared,
 * and hold no English-only word.
 */
export function frenchProblems(english: string, french: string | undefined, ignore: readonly string[] = []): string[] {
  if (typeof french !== 'string') return ['missing in French'];
  if (french.trim() === '') return ['empty in French'];
  const problems: string[] = [];
  if (markersOf(english).join('|') !== markersOf(french).join('|')) problems.push(`placeholders differ: ${markersOf(english).join(' ')} / ${markersOf(french).join(' ')}`);
  if (french.trim() === english.trim() && !isSameInBothLanguages(english, ignore)) problems.push(`same as the English: ${JSON.stringify(english)}`);
  const english_ = englishWordsIn(french, ignore);
  if (english_.length > 0) problems.push(`English words in the French text (${english_.join(', ')}): ${JSON.stringify(french)}`);
  return problems;
}
