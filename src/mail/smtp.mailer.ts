import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../shared/mailer.js';
import { composePlainMessage } from './mime.js';

// nodemailer (~4.6 MB of heap, ~22 MB resident loaded alone) is loaded with the first email, not at boot (issue #39).
const importNodemailer = async () => {
  const [n, c] = await Promise.all([import('nodemailer'), import('nodemailer/lib/mail-composer')]);
  return { nodemailer: n.default, MailComposer: c.default };
};
let nodemailerModules: ReturnType<typeof importNodemailer> | null = null;
const loadNodemailer = () => (nodemailerModules ??= importNodemailer());

/**
 * Connections are pooled unless SMTP_URL says `pool=false`: without a pool nodemailer opens a
 * connection (and a TLS handshake) for every email, and a booking sends two.
 */
export function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/** What MailComposer is given (plain data: it crosses to the worker thread as it is). */
function composerOptions(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
  };
}

/**
 * The message is composed into one buffer before it is handed to the connection: streamed, each
 * small MIME part became a socket write of its own (issue #24: ~5 % of the server's busy time in
 * the booking bench).
 */
async function compose(from: string, message: MailMessage): Promise<Buffer | string> {
  const plain = composePlainMessage(from, message);
  if (plain !== null) return plain;
  const { MailComposer } = await loadNodemailer();
  return new MailComposer(composerOptions(from, message)).compile().build();
}

/** On the event loop (SMTP_WORKER=false): one pooled transport, made with the first email. */
function inlineMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  // Closing before any email has nothing to close.
  let transport: Transporter | null = null;
  let closed = false;
  const transportOf = async () => {
    const { nodemailer } = await loadNodemailer();
    if (closed) throw new Error('mailer closed');
    return (transport ??= nodemailer.createTransport(pooledUrl(smtpUrl)));
  };
  return {
    async send(message) {
      const raw = await compose(from, message);
      await (await transportOf()).sendMail({ envelope: { from, to: [message.to] }, raw });
    },
    close: () => {
      closed = true;
      transport?.close();
    },
  };
}

/**
 * The worker thread (plain CommonJS, so the same text runs under tsx and in the bundle): its own pooled
 * transport, made once; each message is composed and sent there and answered by id, error or not.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const nodemailer = require(workerData.nodemailer);
const MailComposer = require(workerData.composer);
const transport = nodemailer.createTransport(workerData.url);
parentPort.on('message', async ({ id, from, to, raw: written, options, close }) => {
  if (close) { transport.close(); parentPort.close(); return; }
  try {
    const raw = written ?? await new MailComposer(options).compile().build();
    await transport.sendMail({ envelope: { from, to: [to] }, raw });
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: error && error.message ? error.message : String(error) });
  }
});
`;

/**
 * Off the event loop (SMTP_WORKER, the default; issue #39): composing the MIME text and nodemailer's
 * SMTP exchange were ~20 % of the server thread's busy time in the booking bench. The worker starts
 * with the first email; `send` resolves once the mail server took the message and rejects otherwise
 * (the outbox's step then fails and is retried, as before). A worker that dies fails the sends it held,
 * and the next send starts another.
 */
function workerMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const require = createRequire(import.meta.url);
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  const start = () => {
    const w = new Worker(WORKER, { eval: true, workerData: { url: pooledUrl(smtpUrl), nodemailer: require.resolve('nodemailer'), composer: require.resolve('nodemailer/lib/mail-composer') } });
    w.on('message', ({ id, error }: { id: number; error?: string }) => {
      const entry = waiting.get(id);
      waiting.delete(id);
      if (error === undefined) entry?.resolve();
      else entry?.reject(new Error(error));
      // Idle, it does not keep the process alive.
      if (waiting.size === 0) w.unref();
    });
    const gone = (error: Error) => {
      if (worker === w) worker = null;
      failAll(error);
    };
    w.on('error', gone);
    w.on('exit', (code) => gone(new Error(`mail worker exited (${code})`)));
    return w;
  };
  return {
    send(message) {
      if (closed) return Promise.reject(new Error('mailer closed'));
      const w = (worker ??= start());
      const id = nextId++;
      w.ref();
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        // A plain email's MIME text is written here (about 0.1 ms, src/mail/mime.ts); MailComposer composes the others in the worker.
        const raw = composePlainMessage(from, message);
        w.postMessage(raw !== null ? { id, from, to: message.to, raw } : { id, from, to: message.to, options: composerOptions(from, message) });
      });
    },
    close: () => {
      closed = true;
      worker?.postMessage({ close: true });
      worker = null;
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string, options: { worker?: boolean } = {}): Mailer & { close(): void } {
  return options.worker === false ? inlineMailer(smtpUrl, from) : workerMailer(smtpUrl, from);
}
