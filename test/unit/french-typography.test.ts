// Issue #35, French written the Quebec way (docs/decisions.md "French typography" and "One word for the
// provider"): every French text the product shows puts a narrow no-break space (U+202F) before ; ! ?
// and a no-break space (U+00A0) before : and » and after « (PDFs: U+00A0 everywhere, their font has no
// U+202F), and names the person who cleans "personne de ménage". The web's and the console's French
// are loaded as objects and every value is read; the server's French (emails, PDFs, push, messages,
// pages) is found in its TypeScript sources by their syntax tree (test/support/french-typography.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frenchTextsOf, looksFrench, OLD_PROVIDER_WORD, typographyProblems, type SpaceRule } from '../support/french-typography.js';
import { LEGAL_CATALOG, DOCUMENT_KINDS, versionInForce, upcomingVersions } from '../../modules/legal/domain/catalog.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

function problemsOf(texts: [string, string][], rule: SpaceRule = 'quebec'): string[] {
  const problems: string[] = [];
  for (const [where, text] of texts) {
    for (const problem of typographyProblems(text, rule)) problems.push(`${where}: ${problem}`);
    if (OLD_PROVIDER_WORD.test(text.replace(/«\u00a0nettoyeur\u00a0»|"nettoyeur"/g, ''))) problems.push(`${where}: names the cleaner otherwise than « personne de ménage »: ${text.slice(0, 120)}`);
  }
  return problems;
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter(keep)
    .sort();
}

describe('French typography: the check itself', () => {
  it('wants U+202F before ; ! ?, U+00A0 before : and » and after «', () => {
    expect(typographyProblems('Annuler\u202f? Oui\u202f! Non\u202f; Total\u00a0: «\u00a0Démo\u00a0»')).toEqual([]);
    for (const bad of ['Annuler ?', 'Annuler?', 'Total : 5 $', 'Total: 5 $', '« Démo »', 'Oui !', 'Non ;', 'Annuler\u00a0?']) expect(typographyProblems(bad), bad).not.toEqual([]);
  });

  it('leaves code alone: links, times, queries, placeholders, markup and entities', () => {
    for (const code of ['https://eclat.example/a?b=c', 'webcal://…', '8:30 AM', '{{a}}:{{b}}', '![photo](/x.png)', '<p style="color: red; margin: 0">Merci\u202f!</p>', 'Réessayez&nbsp;: oui', '$t(common:ok)'])
      expect(typographyProblems(code), code).toEqual([]);
  });

  it('writes PDFs with U+00A0 only', () => {
    expect(typographyProblems('Total\u00a0: 5 $ ; merci\u00a0!', 'pdf')).toHaveLength(1);
    expect(typographyProblems('Merci\u202f!', 'pdf')).toHaveLength(1);
  });

  it('tells French from English', () => {
    expect(looksFrench('Votre réservation est confirmée : à bientôt')).toBe(true);
    expect(looksFrench('Your booking is confirmed: see you soon')).toBe(false);
  });
});

describe('French typography: the web texts', () => {
  const dir = join(root, 'web/public/locales/fr');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  it('reads every namespace', () => expect(files.length).toBeGreaterThan(20));
  for (const file of files) {
    it(`${file}: every value`, () => {
      expect(problemsOf(leaves(JSON.parse(readFileSync(join(dir, file), 'utf8')), file))).toEqual([]);
    });
  }
});

describe('French typography: the console texts', () => {
  it('the merged French messages (i18n/fr.ts and each screen’s i18n.ts)', async () => {
    const sources = ['admin-console/src/i18n/fr.ts', ...filesUnder('admin-console/src', (p) => p.endsWith('/i18n.ts'))];
    const texts: [string, string][] = [];
    for (const source of sources) {
      // A path TypeScript does not follow: the console compiles with its own settings (bundler resolution).
      const module = (await import(/* @vite-ignore */ pathToFileURL(join(root, source)).href)) as Record<string, unknown>;
      const french = Object.entries(module).filter(([name]) => name === 'fr' || name.endsWith('Fr'));
      expect(french.length, `${source} exports its French`).toBeGreaterThan(0);
      for (const [name, value] of french) texts.push(...leaves(value, `${source}:${name}`));
    }
    expect(texts.length).toBeGreaterThan(500);
    expect(problemsOf(texts)).toEqual([]);
  }, 30_000);
});

/**
 * Sources left out on purpose:
 * - tests, declarations (generated schema) and the demo world (src/db/demo: its own frenchSpacing, checked by demo-plan.test.ts);
 * - migrations: run once and frozen; the launch content they inserted is corrected by
 *   2026120300-content-french-typography (checked below);
 * - testing fakes (a fake profile's made-up bio).
 */
const SKIPPED = /\.test\.tsx?$|\.d\.ts$|\/migrations\/|^src\/db\/demo\/|\/testing\//;
/** PDF texts: U+00A0 everywhere (pdfkit's Helvetica encodes WinAnsi, without U+202F). */
const PDF_SOURCES = /^modules\/invoices\/domain\//;
/** A surname, not the word: the development seed's sign-in cleaner, Gabriel Nettoyeur (and his profile's address). */
const NAMES = /Gabriel Nettoyeur|gabriel-nettoyeur/g;
/** The word quoted, not used: the terms' 1.1 change summary says which word it replaces. */
const QUOTED = /«(\\u00a0|\u00a0)nettoyeur(\\u00a0|\u00a0)»|"nettoyeur"/g;

describe('French typography: the server’s French (emails, PDFs, push, messages, pages)', () => {
  const sources = ['src', 'modules', 'web/src', 'admin-console/src'].flatMap((dir) => filesUnder(dir, (p) => /\.tsx?$/.test(p) && !SKIPPED.test(p)));

  it('finds the French texts of the emails and PDFs', () => {
    const count = (file: string) => frenchTextsOf(file, readFileSync(join(root, file), 'utf8')).length;
    expect(count('modules/booking/application/booking-emails.ts')).toBeGreaterThan(5);
    expect(count('modules/invoices/domain/document-texts.ts')).toBeGreaterThan(2);
  });

  it('every French literal of the sources', () => {
    const problems: string[] = [];
    for (const file of sources) {
      const source = readFileSync(join(root, file), 'utf8');
      if (!/[;:!?«»]/.test(source)) continue;
      const rule: SpaceRule = PDF_SOURCES.test(file) ? 'pdf' : 'quebec';
      for (const text of frenchTextsOf(file, source)) problems.push(...problemsOf([[`${file}:${text.line}`, text.text]], rule));
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('names the cleaner « personne de ménage » in every source’s French', () => {
    const problems: string[] = [];
    for (const file of sources) {
      const source = readFileSync(join(root, file), 'utf8');
      if (!OLD_PROVIDER_WORD.test(source.replace(NAMES, '').replace(QUOTED, ''))) continue;
      // The word is French only: every line that holds it outside a comment is a French text.
      source.split('\n').forEach((line, i) => {
        if (OLD_PROVIDER_WORD.test(line.replace(NAMES, '').replace(QUOTED, '')) && !/^\s*(\/\/|\*|\/\*)/.test(line)) problems.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(problems).toEqual([]);
  }, 30_000);
});

describe('French typography: the legal texts people read', () => {
  const today = new Date().toISOString().slice(0, 10);
  for (const document of DOCUMENT_KINDS) {
    const entries = LEGAL_CATALOG[document];
    // Every version announced and not in force yet (two may wait for their dates at once), else the one in force.
    const upcoming = upcomingVersions(entries, today);
    for (const current of upcoming.length ? upcoming : [versionInForce(entries, today)]) {
      it(`${document} ${current.version} (in force or announced)`, () => {
        const text = readFileSync(join(root, `modules/legal/texts/${document}-${current.version}.fr.md`), 'utf8');
        expect(problemsOf([[`${document}-${current.version}.fr.md`, text]])).toEqual([]);
      });
    }
  }
});
