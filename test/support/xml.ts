/**
 * A strict, small XML reader for tests (the project has no XML library and needs none at run time):
 * it throws on anything that is not well-formed — a tag left open or closed out of order, an attribute
 * without quotes or given twice, a stray `<` or a bare `&`, an undeclared namespace prefix, text or a
 * second element outside the root — and returns the element tree with entities decoded.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const OPEN = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
const ATTR = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const CLOSE = new RegExp(`^</(${NAME})\\s*>`);
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(raw)) throw new Error(`bare & in ${where}`);
  return raw.replace(ENTITY, (_, named: string | undefined, dec: string | undefined, hex: string | undefined) =>
    named ? NAMED[named]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16)),
  );
}

export function parseXml(source: string): XmlElement {
  let rest = source.replace(/^<\?xml\s[^?]*\?>/, '');
  const stack: { el: XmlElement; ns: Set<string> }[] = [];
  let root: XmlElement | null = null;
  while (rest.length) {
    const lt = rest.indexOf('<');
    const text = lt === -1 ? rest : rest.slice(0, lt);
    if (text) {
      if (!stack.length) {
        if (text.trim()) throw new Error(`text outside the root element: ${text.slice(0, 40)}`);
      } else stack.at(-1)!.el.text += decode(text, `text of <${stack.at(-1)!.el.name}>`);
      rest = rest.slice(text.length);
      continue;
    }
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end === -1) throw new Error('comment left open');
      rest = rest.slice(end + 3);
      continue;
    }
    const close = CLOSE.exec(rest);
    if (close) {
      const open = stack.pop();
      if (open?.el.name !== close[1]) throw new Error(`</${close[1]}> closes <${open?.el.name ?? 'nothing'}>`);
      rest = rest.slice(close[0].length);
      continue;
    }
    const tag = OPEN.exec(rest);
    if (!tag) throw new Error(`malformed markup at: ${rest.slice(0, 40)}`);
    const attrs: Record<string, string> = {};
    for (const a of tag[2]!.matchAll(ATTR)) {
      if (a[1]! in attrs) throw new Error(`attribute ${a[1]} given twice on <${tag[1]}>`);
      attrs[a[1]!] = decode(a[2] ?? a[3] ?? '', `attribute ${a[1]}`);
    }
    const ns = new Set(stack.at(-1)?.ns ?? ['xml']);
    for (const key of Object.keys(attrs)) if (key.startsWith('xmlns:')) ns.add(key.slice('xmlns:'.length));
    for (const name of [tag[1]!, ...Object.keys(attrs).filter((k) => !k.startsWith('xmlns'))]) {
      const prefix = name.includes(':') ? name.split(':')[0]! : null;
      if (prefix && !ns.has(prefix)) throw new Error(`undeclared namespace prefix ${prefix} in ${name}`);
    }
    const el: XmlElement = { name: tag[1]!, attrs, children: [], text: '' };
    if (stack.length) stack.at(-1)!.el.children.push(el);
    else if (root) throw new Error('a second root element');
    else root = el;
    if (!tag[3]) stack.push({ el, ns });
    rest = rest.slice(tag[0].length);
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.el.name}> left open`);
  if (!root) throw new Error('no root element');
  return root;
}
