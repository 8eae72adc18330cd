/**
 * Numbers spelled in French or English words, as digits (issue #42, spec section 5: a phone number
 * spelled out is still a phone number): "cinq cent quatorze" -> "514", "fifty-five" -> "55",
 * "quatre-vingt-dix-neuf" -> "99", "zéro un deux" -> "012". A phrase is a run of number words joined by
 * spaces or hyphens (and "et"/"and" inside a number: "vingt et un"); its numbers are written one after
 * the other, as a person reading them out means them. Input is folded (lower case, no accents).
 */
type Kind = 'zero' | 'unit' | 'teen' | 'ten' | 'hundred' | 'thousand';

const WORDS: Record<string, [Kind, number]> = {
  zero: ['zero', 0],
  un: ['unit', 1], une: ['unit', 1], one: ['unit', 1],
  deux: ['unit', 2], two: ['unit', 2],
  trois: ['unit', 3], three: ['unit', 3],
  quatre: ['unit', 4], four: ['unit', 4],
  cinq: ['unit', 5], five: ['unit', 5],
  six: ['unit', 6],
  sept: ['unit', 7], seven: ['unit', 7],
  huit: ['unit', 8], eight: ['unit', 8],
  neuf: ['unit', 9], nine: ['unit', 9],
  dix: ['teen', 10], ten: ['teen', 10],
  onze: ['teen', 11], eleven: ['teen', 11],
  douze: ['teen', 12], twelve: ['teen', 12],
  treize: ['teen', 13], thirteen: ['teen', 13],
  quatorze: ['teen', 14], fourteen: ['teen', 14],
  quinze: ['teen', 15], fifteen: ['teen', 15],
  seize: ['teen', 16], sixteen: ['teen', 16],
  seventeen: ['teen', 17], eighteen: ['teen', 18], nineteen: ['teen', 19],
  vingt: ['ten', 20], vingts: ['ten', 20], twenty: ['ten', 20],
  trente: ['ten', 30], thirty: ['ten', 30],
  quarante: ['ten', 40], forty: ['ten', 40],
  cinquante: ['ten', 50], fifty: ['ten', 50],
  soixante: ['ten', 60], sixty: ['ten', 60],
  septante: ['ten', 70], seventy: ['ten', 70],
  huitante: ['ten', 80], octante: ['ten', 80], eighty: ['ten', 80],
  nonante: ['ten', 90], ninety: ['ten', 90],
  cent: ['hundred', 100], cents: ['hundred', 100], hundred: ['hundred', 100],
  mille: ['thousand', 1000], thousand: ['thousand', 1000],
};

const ALTERNATION = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const PHRASE = new RegExp(`\\b(?:${ALTERNATION})(?:[\\s-]+(?:(?:et|and)[\\s-]+)?(?:${ALTERNATION}))*\\b`, 'g');

/** The digits a phrase of number words says, or null when a connector broke it (then left as is). */
function phraseDigits(phrase: string): string {
  const out: string[] = [];
  let cur: number | null = null;
  let last: Kind | null = null;
  const close = () => {
    if (cur !== null) out.push(String(cur));
    cur = null;
  };
  for (const token of phrase.split(/[\s-]+/)) {
    if (token === 'et' || token === 'and') {
      // Inside a number only after a ten or a hundred ("vingt et un", "one hundred and five"); else a break.
      if (!(cur !== null && (last === 'ten' || last === 'hundred' || last === 'thousand'))) {
        close();
        out.push(` ${token} `);
      }
      continue;
    }
    const [kind, value] = WORDS[token]!;
    const c: number | null = cur;
    switch (kind) {
      case 'zero':
        close();
        out.push('0');
        break;
      case 'unit':
        if (c !== null && ((c % 10 === 0 && c % 100 !== 0 && (last === 'ten' || last === 'teen')) || last === 'hundred' || last === 'thousand')) cur = c + value;
        else {
          close();
          cur = value;
        }
        break;
      case 'teen':
        if (c !== null && ((last === 'ten' && (c % 100 === 60 || c % 100 === 80)) || last === 'hundred' || last === 'thousand')) cur = c + value;
        else {
          close();
          cur = value;
        }
        break;
      case 'ten':
        if (c !== null && value === 20 && last === 'unit' && c % 100 === 4) cur = c - 4 + 80;
        else if (c !== null && (last === 'hundred' || last === 'thousand')) cur = c + value;
        else {
          close();
          cur = value;
        }
        break;
      case 'hundred':
        if (c !== null && (last === 'unit' || last === 'teen')) cur = c - (c % 100) + (c % 100) * 100;
        else {
          close();
          cur = 100;
        }
        break;
      case 'thousand':
        if (c !== null && last !== 'thousand') cur = c * 1000;
        else {
          close();
          cur = 1000;
        }
        break;
    }
    last = kind;
  }
  close();
  return out.join('');
}

/** The text with every phrase of number words written in digits. */
export function numberWordsAsDigits(folded: string): string {
  return folded.replace(PHRASE, (phrase) => phraseDigits(phrase));
}
