/**
 * The Markdown subset of blog posts, FAQ answers and service pages, rendered to HTML that is safe by
 * construction: every character of the source is escaped, and only the tags written here are emitted
 * (p, h2-h4, ul, ol, li, blockquote, hr, strong, em, code, a, br). Raw HTML in the source shows as
 * text, and links keep only http(s), mailto, site-relative and in-page addresses, so an editor's
 * mistake or a stolen console session cannot put a script on the public pages.
 *
 * Supported: paragraphs, `#`/`##` (h2), `###` (h3), `####` (h4), `-`/`*`/`+` and `1.` lists (one
 * level, indented lines continue an item), `>` quotes, `---` rules, `**bold**`, `*italic*`/`_italic_`,
 * `` `code` ``, `[text](url)`, a backslash before a punctuation mark, and two trailing spaces for a line break.
 *
 * Pure and dependency-free on purpose: the server renders the public pages with it (modules/content) and
 * the console's live preview imports it as is (admin-console/src/content/MarkdownInput.tsx).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** http(s), mailto, a path on this site or an anchor; anything else (javascript:, data:, //host) is dropped. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): so do we, then judge.
  const url = raw.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^https?:\/\/[^/]/i.test(url) || /^mailto:[^\s@]+@[^\s@]+$/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  if (url.startsWith('#')) return url;
  return null;
}

const PUNCTUATION = /[\\`*_[\]()#+\-.!>{}|~]/;
const LINK = /^\[([^\]\n]{1,300})\]\(([^()\s]{1,2000})\)/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Inline marks of one block's text. */
export function renderInline(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (ch === '\\' && next !== undefined && PUNCTUATION.test(next)) {
      out += escapeHtml(next);
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        out += `<code>${escapeHtml(text.slice(i + 1, end))}</code>`;
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const m = LINK.exec(text.slice(i));
      if (m) {
        const href = safeHref(m[2]!);
        const label = renderInline(m[1]!);
        if (href === null) out += label;
        else if (/^https?:/i.test(href)) out += `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${label}</a>`;
        else out += `<a href="${escapeHtml(href)}">${label}</a>`;
        i += m[0].length;
        continue;
      }
    }
    if (ch === '*' && next === '*') {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        out += `<strong>${renderInline(text.slice(i + 2, end))}</strong>`;
        i = end + 2;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && next !== undefined && next !== ch && next !== ' ') {
      // An underscore inside a word (snake_case, file_name) is not emphasis.
      const opens = ch === '*' || i === 0 || !WORD_CHAR.test(text[i - 1]!);
      const end = opens ? closingMark(text, ch, i + 1) : -1;
      if (end > 0) {
        out += `<em>${renderInline(text.slice(i + 1, end))}</em>`;
        i = end + 1;
        continue;
      }
    }
    out += escapeHtml(ch);
    i++;
  }
  return out;
}

/** Where a single `*` or `_` emphasis closes: not after a space, not doubled, and `_` not inside a word. */
function closingMark(text: string, mark: string, from: number): number {
  for (let j = from + 1; j < text.length; j++) {
    if (text[j] !== mark || text[j - 1] === ' ' || text[j - 1] === '\\') continue;
    if (text[j + 1] === mark) {
      j++;
      continue;
    }
    if (mark === '_' && text[j + 1] !== undefined && WORD_CHAR.test(text[j + 1]!)) continue;
    return j;
  }
  return -1;
}

type Block =
  | { kind: 'p'; lines: string[] }
  | { kind: 'h'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; ordered: boolean; items: string[][] }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'hr' };

const HEADING = /^(#{1,4})\s+(.+?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let open: Block | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };
  for (const line of lines) {
    if (!line.trim()) {
      close();
      continue;
    }
    const current = open as Block | null;
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      const hashes = heading[1]!.length;
      blocks.push({ kind: 'h', level: hashes <= 2 ? 2 : hashes === 3 ? 3 : 4, text: heading[2]! });
      continue;
    }
    if (RULE.test(line)) {
      close();
      blocks.push({ kind: 'hr' });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !!numbered;
      const text = (bullet ?? numbered)![1]!;
      if (current?.kind === 'list' && current.ordered === ordered) current.items.push([text]);
      else {
        close();
        open = { kind: 'list', ordered, items: [[text]] };
      }
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      if (current?.kind === 'quote') current.lines.push(quote[1]!);
      else {
        close();
        open = { kind: 'quote', lines: [quote[1]!] };
      }
      continue;
    }
    // A plain line continues the open list item, quote or paragraph ("lazy" continuation).
    if (current?.kind === 'list') current.items.at(-1)!.push(line.trim());
    else if (current?.kind === 'quote') current.lines.push(line);
    else if (current?.kind === 'p') current.lines.push(line);
    else {
      close();
      open = { kind: 'p', lines: [line] };
    }
  }
  close();
  return blocks;
}

/** Lines of one paragraph or item: joined by a space, or by <br> after two trailing spaces. */
function renderLines(lines: string[]): string {
  return lines
    .map((line, i) => {
      const hardBreak = i < lines.length - 1 && / {2,}$/.test(line);
      return renderInline(line.trim()) + (hardBreak ? '<br>' : '');
    })
    .join('\n');
}

function renderBlocks(blocks: Block[], depth: number): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p>${renderLines(b.lines)}</p>`;
        case 'h':
          return `<h${b.level}>${renderInline(b.text)}</h${b.level}>`;
        case 'hr':
          return '<hr>';
        case 'list': {
          const tag = b.ordered ? 'ol' : 'ul';
          return `<${tag}>${b.items.map((item) => `<li>${renderLines(item)}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          // Quotes hold blocks of their own, one level deep (a quote in a quote is read as text).
          return depth > 0 ? `<blockquote><p>${renderLines(b.lines)}</p></blockquote>` : `<blockquote>${renderBlocks(parseBlocks(b.lines.join('\n')), depth + 1)}</blockquote>`;
      }
    })
    .join('\n');
}

export function renderMarkdown(source: string): string {
  return renderBlocks(parseBlocks(source), 0);
}

/** The words a reader reads: Markdown marks and link addresses left out. */
export function markdownText(source: string): string {
  return source
    .replace(/\[([^\]\n]*)\]\([^()\s]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,4}|>|[-*+]|\d{1,9}[.)])\s+/gm, '')
    .replace(/[*_`\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
