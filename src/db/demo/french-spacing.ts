/**
 * French typography for the demo texts, written here with plain spaces for readability: a narrow
 * no-break space (U+202F) before ; ! ? and a no-break space (U+00A0) before : and inside « »,
 * as Quebec's usage wants (the OQLF's Banque de dépannage linguistique), so that no line ever
 * starts with the punctuation; and the typographic apostrophe throughout.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/ ([;!?])/g, '\u202f$1')
    .replace(/ :/g, '\u00a0:')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»');
}

/** A regular space where French typography wants a no-break one (the check of the demo's texts). */
export const BREAKING_FRENCH_SPACE = /( [;:!?»])|(« )/;
