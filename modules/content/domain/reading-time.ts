import { markdownText } from './markdown.js';

/**
 * Words per minute of an adult reading on a screen. Studies of silent reading put French and English
 * near 200 to 250; the lower figure keeps the estimate honest for readers taking in a checklist.
 */
export const WORDS_PER_MINUTE = 200;

export function wordCount(markdown: string): number {
  const text = markdownText(markdown);
  if (!text) return 0;
  // A word holds at least one letter or digit: dashes, bullets and "$" alone do not count.
  return text.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Whole minutes, at least 1 (a short note still takes a minute to read). */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}
