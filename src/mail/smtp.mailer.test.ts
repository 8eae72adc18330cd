import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pooledUrl, smtpMailer } from './smtp.mailer.js';

/** Just enough SMTP to see what the mailer sends: connections opened, envelopes and message data. */
interface Received {
  connections: number;
  mails: { from: string; to: string[]; data: string }[];
}

function startSmtp(): Promise<{ server: Server; port: number; received: Received }> {
  const received: Received = { connections: 0, mails: [] };
  const server = createServer((socket) => {
    received.connections++;
    let buffer = '';
    let data: string | null = null;
    let envelope = { from: '', to: [] as string[] };
    socket.setEncoding('utf8');
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.mails.push({ ...envelope, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          data = null;
          envelope = { from: '', to: [] };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') envelope.from = /<(.*)>/.exec(line)?.[1] ?? '';
        else if (verb === 'RCPT') envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
        if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb !== 'EHLO') socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })));
}

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('pools connections unless SMTP_URL decides', () => {
    expect(new URL(pooledUrl('smtps://user:p%40ss@smtp.example:465')).searchParams.get('pool')).toBe('true');
    expect(pooledUrl('smtps://user:p%40ss@smtp.example:465')).toContain('user:p%40ss@smtp.example:465');
    expect(new URL(pooledUrl('smtp://smtp.example:587/?pool=false')).searchParams.get('pool')).toBe('false');
  });

  it.each([
    ['in a worker thread (SMTP_WORKER, the default)', true],
    ['on the event loop', false],
  ])('sends each email whole, with its envelope, headers and attachment, over one kept connection: %s', async (_, worker) => {
    smtp.received.connections = 0;
    smtp.received.mails = [];
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Éclat <bonjour@eclat.test>', { worker });
    try {
      for (const to of ['marie@exemple.ca', 'jean@exemple.ca', 'luc@exemple.ca']) {
        await mailer.send({
          to,
          subject: 'Votre demande de réservation',
          text: 'Bonjour, votre demande est envoyée.',
          html: '<p>Bonjour, votre demande est envoyée.</p>',
          headers: { 'List-Unsubscribe': '<https://eclat.test/desabonnement>' },
          attachments: [{ filename: 'visite.ics', contentType: 'text/calendar; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }],
        });
      }
    } finally {
      mailer.close();
    }
    expect(smtp.received.connections).toBe(1);
    expect(smtp.received.mails.map((m) => [m.from, m.to])).toEqual([
      ['bonjour@eclat.test', ['marie@exemple.ca']],
      ['bonjour@eclat.test', ['jean@exemple.ca']],
      ['bonjour@eclat.test', ['luc@exemple.ca']],
    ]);
    const data = smtp.received.mails[0]!.data;
    expect(data).toMatch(/^From: =\?UTF-8\?Q\?=C3=89clat\?= <bonjour@eclat\.test>$/m);
    expect(data).toMatch(/^To: marie@exemple\.ca$/m);
    expect(data).toMatch(/^Subject: =\?UTF-8\?Q\?Votre_demande_de_r=C3=A9servation\?=$/m);
    expect(data).toMatch(/^List-Unsubscribe: <https:\/\/eclat\.test\/desabonnement>$/m);
    expect(data).toMatch(/^Message-ID: <.+@eclat\.test>$/m);
    expect(data).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(data).toMatch(/^Content-Disposition: attachment; filename=visite\.ics$/m);
  });

  it.each([true, false])('sends an email without attachment as written by mime.ts, dots stuffed by the connection (worker: %s)', async (worker) => {
    smtp.received.mails = [];
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Éclat <bonjour@eclat.test>', { worker });
    try {
      await mailer.send({ to: 'marie@exemple.ca', subject: 'Demande envoyée', text: 'Bonjour,\n.\nà bientôt', html: '<p>Bonjour</p>' });
    } finally {
      mailer.close();
    }
    const [mail] = smtp.received.mails;
    expect([mail!.from, mail!.to]).toEqual(['bonjour@eclat.test', ['marie@exemple.ca']]);
    expect(mail!.data).toMatch(/^Subject: =\?UTF-8\?Q\?Demande_envoy=C3=A9e\?=$/m);
    expect(mail!.data).toMatch(/^Content-Type: multipart\/alternative; boundary="=_eclat_[0-9a-f]{24}"$/m);
    // The line holding a lone dot arrives doubled (SMTP's transparency), as with MailComposer's text.
    expect(mail!.data).toContain('Bonjour,\r\n..\r\n=C3=A0 bient=C3=B4t\r\n');
  });

  it.each([true, false])('rejects a send the mail server did not take, so that the outbox retries it (worker: %s)', async (worker) => {
    // A port nobody listens on: the connection is refused.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Éclat <bonjour@eclat.test>', { worker });
    try {
      await expect(mailer.send({ to: 'marie@exemple.ca', subject: 'Essai', text: 'Bonjour', html: '<p>Bonjour</p>' })).rejects.toThrow(/ECONNREFUSED|connect/i);
    } finally {
      mailer.close();
    }
  });
});
