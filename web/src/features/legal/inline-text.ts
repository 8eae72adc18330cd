/** A piece of a legal text's line: plain text, **bold**, `code`, or a web or email address made a link. */
export type InlineSegment =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

// Addresses as written in the texts: https://…, www.…, and email addresses. Trailing punctuation stays outside.
const LINKS = /(https?:\/\/[^\s)]+[^\s).,;:!?»])|(www\.[^\s)]+[^\s).,;:!?»])|([^\s@()«»]+@[^\s@()«»]+\.[a-z]{2,})/giu;

function linkify(text: string): InlineSegment[] {
  const out: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKS)) {
    const [found] = match;
    const start = match.index ?? 0;
    if (start > last) out.push({ type: 'text', text: text.slice(last, start) });
    const href = match[3] ? `mailto:${found}` : match[2] ? `https://${found}` : found;
    out.push({ type: 'link', text: found, href });
    last = start + found.length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

/** Splits a line of a legal text (see modules/legal/domain/legal-text.ts) into what to render. */
export function inlineSegments(line: string): InlineSegment[] {
  const out: InlineSegment[] = [];
  for (const [i, part] of line.split(/(\*\*[^*]+\*\*|`[^`]+`)/).entries()) {
    if (part === '') continue;
    if (i % 2 === 1 && part.startsWith('**')) out.push({ type: 'strong', text: part.slice(2, -2) });
    else if (i % 2 === 1) out.push({ type: 'code', text: part.slice(1, -1) });
    else out.push(...linkify(part));
  }
  return out;
}
