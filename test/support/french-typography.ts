/**
 * Finding French texts in the source (test/unit/french-typography.test.ts): the rules themselves are
 * src/shared/french-typography.ts, re-exported here for the check and the one-off fixing script.
 */
import ts from 'typescript';
import { NBSP, NNBSP, SUBSTITUTION, plainUnits, type SpaceRule, type Unit } from '../../src/shared/french-typography.js';

export * from '../../src/shared/french-typography.js';

/** A JavaScript or JSON string's raw body cut into characters, escapes kept whole. */
export function escapedUnits(raw: string): Unit[] {
  const units: Unit[] = [];
  for (let i = 0; i < raw.length; ) {
    if (raw[i] === '\\') {
      const u = /^\\u\{[0-9a-fA-F]+\}|^\\u[0-9a-fA-F]{4}|^\\x[0-9a-fA-F]{2}|^\\[\s\S]/.exec(raw.slice(i))![0];
      const cooked = /^\\u\{/.test(u) ? String.fromCodePoint(parseInt(u.slice(3, -1), 16)) : /^\\[ux]/.test(u) ? String.fromCharCode(parseInt(u.slice(2), 16)) : u === '\\n' || u === '\\r' || u === '\\t' ? ' ' : u.slice(1);
      units.push({ raw: u, cooked });
      i += u.length;
    } else {
      const c = String.fromCodePoint(raw.codePointAt(i)!);
      units.push({ raw: c, cooked: c });
      i += c.length;
    }
  }
  return units;
}

// ——— Which literals of a TypeScript file are French ———

const FRENCH_WORDS = new Set(
  'de à en mon ma mes sa ses son chez près statut motif erreur rappel bienvenue merci terminée le la les des du une un vous votre vos nous notre nos est sont pour avec dans sur pas ne et ou où aux au été être cette ces qui que par plus mais leur leurs elle il ils on déjà aucun aucune ici voici sera avez êtes sans entre chaque tous toutes après avant encore jours heures compte réservation visite ménage courriel paiement personne merci bonjour'.split(' '),
);
const ENGLISH_WORDS = new Set(
  'the your you and with please was were is are this that of to for will not our we it be have has from can by my no yes all an at on in or as if when after before day days hours account booking visit cleaning email payment cleaner thank hello'.split(' '),
);

/** A text that reads as French: French words and no English ones, or accents and no English word. */
export function looksFrench(text: string): boolean {
  const words = text.replace(/\{\{[^}]*\}\}|%\{[^}]*\}|https?:\/\/\S+/g, ' ').toLowerCase().replace(/[’']/g, ' ').match(/\p{L}+/gu) ?? [];
  const french = words.filter((w) => FRENCH_WORDS.has(w)).length;
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  if (english >= french && english > 0) return false;
  if (french >= 2) return true;
  return /[éèêàùçôîâœ]/i.test(text) && english === 0 && french >= 1;
}

type Lang = 'fr' | 'en' | null;

const FRENCH_CONDITION = /(^|[^!\w.$])(fr|isFr|isFrench|french)\b|[=!]==?\s*'en'|'fr'\s*===?|===?\s*'fr'/;
const conditionLanguage = (condition: string): Lang => {
  const c = condition.replace(/\s+/g, ' ');
  if (/!==?\s*'fr'|^!\s*\(?\s*(fr|isFr)\b|===?\s*'en'/.test(c)) return 'en';
  if (/!==?\s*'en'/.test(c)) return 'fr';
  if (FRENCH_CONDITION.test(c)) return 'fr';
  if (/(^|[^\w.$])(en|isEn|english)\b/.test(c)) return 'en';
  return null;
};

const nameLanguage = (name: string): Lang => {
  if (name === 'fr' || /[a-z0-9]Fr$|FR$|^fr[A-Z]/.test(name) || name === 'french') return 'fr';
  if (name === 'en' || /[a-z0-9]En$|EN$|^en[A-Z]/.test(name) || name === 'english') return 'en';
  return null;
};

/** The language a literal is in by where it stands (`fr ? … : …`, `{ fr: … }`, `const fr = …`, `titleFr:`), or null. */
export function languageByPlace(node: ts.Node): Lang {
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isConditionalExpression(parent) && child !== parent.condition) {
      const lang = conditionLanguage(parent.condition.getText());
      if (lang) return child === parent.whenTrue ? lang : lang === 'fr' ? 'en' : 'fr';
    } else if (ts.isIfStatement(parent) && child !== parent.expression) {
      const lang = conditionLanguage(parent.expression.getText());
      if (lang) return child === parent.thenStatement ? lang : lang === 'fr' ? 'en' : 'fr';
    } else if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && child === parent.right) {
      const lang = conditionLanguage(parent.left.getText());
      if (lang) return lang;
    } else if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && child === parent.initializer) {
      const lang = nameLanguage(parent.name.getText().replace(/['"]/g, ''));
      if (lang) return lang;
    } else if (ts.isVariableDeclaration(parent) && child === parent.initializer) {
      const lang = nameLanguage(parent.name.getText());
      if (lang) return lang;
    } else if (ts.isFunctionLike(parent) && !ts.isArrowFunction(parent)) {
      return null;
    }
  }
  return null;
}

export interface FoundText {
  /** Where it starts in the file (1-based line). */
  line: number;
  /** The literal's body as written (between its quotes), and as read. */
  units: Unit[];
  text: string;
  /** Source positions of the body. */
  start: number;
  end: number;
  kind: 'string' | 'template' | 'jsx';
}

/** `NBSP`, `NNBSP` or `'\u00a0'` as an expression: the space it stands for. */
function spaceNamed(node: ts.Node): string | null {
  const text = node.getText();
  if (/^(NBSP|NO_BREAK_SPACE)$/.test(text) || /^['"]\\u00a0['"]$/i.test(text)) return NBSP;
  if (/^(NNBSP|NARROW_NBSP|NARROW_NO_BREAK_SPACE)$/.test(text) || /^['"]\\u202f['"]$/i.test(text)) return NNBSP;
  return null;
}

/** The neighbours of a string in a chain of `+` (`'«' + NBSP + 'Reconnecter' + NBSP + '»'`): the spaces they stand for. */
function concatenatedSpaces(node: ts.Node): { before: string | null; after: string | null } {
  let top: ts.Node = node;
  while (ts.isBinaryExpression(top.parent) && top.parent.operatorToken.kind === ts.SyntaxKind.PlusToken) top = top.parent;
  if (top === node) return { before: null, after: null };
  const operands: ts.Node[] = [];
  const flatten = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      flatten(n.left);
      flatten(n.right);
    } else operands.push(n);
  };
  flatten(top);
  const i = operands.indexOf(node);
  return { before: operands[i - 1] ? spaceNamed(operands[i - 1]!) : null, after: operands[i + 1] ? spaceNamed(operands[i + 1]!) : null };
}

/** Raw body of a template literal, each `${…}` one unit. */
function templateUnits(node: ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral, source: string): Unit[] {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return escapedUnits(source.slice(node.getStart() + 1, node.end - 1));
  const units = escapedUnits(source.slice(node.head.getStart() + 1, node.head.end - 2));
  for (const span of node.templateSpans) {
    units.push({ raw: source.slice(span.expression.getFullStart() - 2, span.literal.getStart() + 1), cooked: spaceNamed(span.expression) ?? SUBSTITUTION });
    const isTail = ts.isTemplateTail(span.literal);
    units.push(...escapedUnits(source.slice(span.literal.getStart() + 1, span.literal.end - (isTail ? 1 : 2))));
  }
  return units;
}

/** Skipped: imports, keys, types and the arguments of calls that take code (SQL, selectors, regexps). */
function isCode(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isExternalModuleReference(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    if (/(^|\.)(addSql|query|raw|execute|querySelector|querySelectorAll|getByTestId|require|t|translate|i18n\.t|split|join|replace|startsWith|endsWith|includes|test|match)$/.test(callee) && parent.arguments[0] === node) return true;
  }
  if (ts.isTaggedTemplateExpression(parent)) return true;
  return false;
}

/** The French texts of a TypeScript source: literals in a French place, or reading as French outside any English one. */
export function frenchTextsOf(fileName: string, source: string): FoundText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: FoundText[] = [];
  const consider = (node: ts.Node, units: Unit[], start: number, end: number, kind: FoundText['kind']) => {
    const text = units.map((u) => u.cooked).join('');
    if (!/[;:!?«»]/.test(text)) return;
    // A media type (`application/json; charset=utf-8`) is code wherever it stands.
    if (/^[\w.+-]+\/[\w.+-]+;/.test(text)) return;
    const lang = languageByPlace(node);
    if (lang === 'en') return;
    if (lang === null && !looksFrench(text.replace(new RegExp(SUBSTITUTION, 'g'), ' '))) return;
    found.push({ line: file.getLineAndCharacterOfPosition(start).line + 1, units, text, start, end, kind });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) && !isCode(node)) {
      const { before, after } = concatenatedSpaces(node);
      const units = escapedUnits(source.slice(node.getStart() + 1, node.end - 1));
      // The neighbours' spaces are read, never written (raw '').
      consider(node, [...(before ? [{ raw: '', cooked: before }] : []), ...units, ...(after ? [{ raw: '', cooked: after }] : [])], node.getStart() + 1, node.end - 1, 'string');
    } else if ((ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCode(node)) {
      consider(node, templateUnits(node, source), node.getStart() + 1, node.end - 1, 'template');
    } else if (ts.isJsxText(node) && node.text.trim() !== '') {
      consider(node, plainUnits(source.slice(node.getStart(), node.end)), node.getStart(), node.end, 'jsx');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The word the product no longer uses for the person who cleans (docs/decisions.md "One word for the provider"). */
export const OLD_PROVIDER_WORD = /nettoyeu(r|se)s?\b|personnes? qui nettoi|\bprestataires?\b/i;
