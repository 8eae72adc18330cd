/** What the renderer (dist/ssr/entry-server.js) returns for a page; see web/src/entry-server.tsx. */
export interface RenderedPage {
  status: number;
  language: 'fr' | 'en';
  head: string;
  html: string;
  state: string;
}

export const SERVER_STATE_ID = 'eclat-server-state';

/**
 * The built index.html with a rendered page in it: its language and theme on <html>, its head
 * elements instead of the shell's generic title and description, its content and state in #root.
 */
export function pageDocument(template: string, page: RenderedPage, theme: string | null): string {
  // React writes its resource hints (image preloads) first; they belong in <head>, and the browser
  // app's render of #root has none, which must match the drawn page element for element.
  const hints = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  const content = page.html.slice(hints.length);
  const htmlTag = `<html lang="${page.language}"${theme ? ` class="${theme}"` : ''}>`;
  const replaced = template
    .replace(/<html[^>]*>/, htmlTag)
    .replace('href="/manifest.webmanifest"', `href="/manifest.webmanifest?lang=${page.language}"`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${page.head}${hints}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${content}</div><script id="${SERVER_STATE_ID}" type="application/json">${page.state}</script>`,
    );
  if (!replaced.includes(SERVER_STATE_ID)) throw new Error('index.html has no <div id="root"></div>');
  return replaced;
}
