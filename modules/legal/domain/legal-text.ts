/**
 * Legal texts are written as a small subset of Markdown so that lawyers can read and edit the files:
 *
 *   # Title                       (first line)
 *   paragraphs before the first section (the preamble)
 *   ## Section title {#stable-id}  (the id is the same in both languages, for links and the table of contents)
 *   ### Sub-heading
 *   paragraphs, separated by blank lines; `- ` items make a list; **bold** is kept as is for the reader
 *
 * `{{name}}` placeholders are filled from configuration (the person in charge of personal information,
 * fees); a line whose placeholder is empty is left out (e.g. no name configured, only a title).
 */

export type LegalBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] } | { type: 'subheading'; text: string };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalText {
  title: string;
  preamble: LegalBlock[];
  sections: LegalSection[];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Fills `{{name}}`; a line using an empty value is dropped; an unknown name is a mistake in the text and throws. */
export function fillPlaceholders(source: string, values: Readonly<Record<string, string>>): string {
  const lines: string[] = [];
  for (const line of source.split(/\r?\n/)) {
    let empty = false;
    const filled = line.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`unknown placeholder {{${name}}} in a legal text`);
      if (value.trim() === '') empty = true;
      return value;
    });
    if (!empty) lines.push(filled);
  }
  return lines.join('\n');
}

/** The placeholders a text uses, for the tests that check every one is known. */
export function placeholdersOf(source: string): string[] {
  return [...new Set([...source.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

const SECTION = /^##\s+(.+?)\s*\{#([a-z0-9-]+)\}\s*$/;

/** Parses a filled text into its title, preamble and sections; throws on a text that breaks the format. */
export function parseLegalText(source: string): LegalText {
  const lines = source.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  const heading = first >= 0 ? /^#\s+(.+)$/.exec(lines[first]!.trim()) : null;
  if (!heading) throw new Error('a legal text starts with "# Title"');
  const text: LegalText = { title: heading[1]!.trim(), preamble: [], sections: [] };
  let blocks = text.preamble;
  let paragraph: string[] = [];
  let list: string[] | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ type: 'list', items: list });
    list = null;
  };

  for (const raw of lines.slice(first + 1)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('## ')) {
      flush();
      const section = SECTION.exec(line);
      if (!section) throw new Error(`a section heading needs a stable id: "${line}" (write "## Title {#id}")`);
      if (text.sections.some((s) => s.id === section[2])) throw new Error(`section id "${section[2]}" is used twice`);
      const next: LegalSection = { id: section[2]!, title: section[1]!, blocks: [] };
      text.sections.push(next);
      blocks = next.blocks;
      continue;
    }
    if (line.startsWith('### ')) {
      flush();
      blocks.push({ type: 'subheading', text: line.slice(4).trim() });
      continue;
    }
    if (line.startsWith('# ')) throw new Error(`only the first line is a "# " title: "${line}"`);
    if (line.startsWith('- ')) {
      if (paragraph.length) {
        blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      (list ??= []).push(line.slice(2).trim());
      continue;
    }
    if (list) {
      // A line right under a list item continues that item.
      list[list.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  for (const section of text.sections) if (section.blocks.length === 0) throw new Error(`section "${section.id}" is empty`);
  return text;
}
