import type { MailboxEntry } from './dev-mailbox.mailer.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** A plain, accessible page listing caught emails, newest first, with their links clickable. */
export function renderMailbox(entries: MailboxEntry[]): string {
  const items = entries
    .map(
      (m) => `<article>
  <h2>${esc(m.subject)}</h2>
  <p class="meta">À / To: <strong>${esc(m.to)}</strong> · <time datetime="${m.createdAt}">${esc(m.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre>${linkify(m.text)}</pre>${m.attachments.length ? `\n  <p class="meta">Pièces jointes / Attachments: ${m.attachments.map((a) => `<a download="${esc(a.filename)}" href="data:${esc(a.contentType.split(';')[0]!)};charset=utf-8,${encodeURIComponent(a.content)}">${esc(a.filename)}</a>`).join(', ')}</p>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boîte de développement — Éclat</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#17212b;background:#fff}
article{border:1px solid #c9d1d9;border-radius:8px;padding:1rem;margin:1rem 0}h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0 0 .25rem}
.meta{color:#44515e;margin:0 0 .5rem}pre{white-space:pre-wrap;font-family:inherit;margin:0}a{color:#0b5cad}a:focus{outline:3px solid #0b5cad;outline-offset:2px}</style></head>
<body><main><h1>Boîte de développement / Development mailbox</h1>
<p>Courriels envoyés par l'application en développement (aucun n'est réellement expédié). / Emails the app sent in development (none was delivered).</p>
${items || '<p>Aucun courriel pour le moment. / No email yet.</p>'}
</main></body></html>`;
}
