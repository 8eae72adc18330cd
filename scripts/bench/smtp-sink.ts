import { Worker } from 'node:worker_threads';

/**
 * A mail server that accepts and forgets every message (just enough SMTP for nodemailer), so a bench
 * runs with the production mailer (SMTP_URL) instead of the development mailbox, which writes each
 * email to the database (statements production does not send). It runs in a worker thread of its
 * own, as a real mail server would not share the API server's event loop.
 */
const SINK = `
const { createServer } = require('node:net');
const { parentPort } = require('node:worker_threads');
let received = 0;
const server = createServer((socket) => {
  let buffer = '';
  let inData = false;
  socket.setEncoding('utf8');
  socket.write('220 sink ESMTP\\r\\n');
  socket.on('data', (chunk) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\\r\\n.\\r\\n');
        if (end < 0) return;
        buffer = buffer.slice(end + 5);
        inData = false;
        received++;
        socket.write('250 queued\\r\\n');
        continue;
      }
      const eol = buffer.indexOf('\\r\\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol).toUpperCase();
      buffer = buffer.slice(eol + 2);
      if (line.startsWith('EHLO')) socket.write('250-sink\\r\\n250 8BITMIME\\r\\n');
      else if (line.startsWith('DATA')) { inData = true; socket.write('354 go on\\r\\n'); }
      else if (line.startsWith('QUIT')) socket.end('221 bye\\r\\n');
      else socket.write('250 ok\\r\\n');
    }
  });
  socket.on('error', () => socket.destroy());
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', () => { const cpu = process.threadCpuUsage(); parentPort.postMessage({ received, cpuMicros: cpu.user + cpu.system }); });
`;

export async function startSmtpSink(): Promise<{ url: string; received: () => Promise<number>; cpuMicros: () => Promise<number>; close: () => Promise<void> }> {
  const worker = new Worker(SINK, { eval: true });
  const next = () => new Promise<{ port?: number; received?: number; cpuMicros?: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const { port } = await next();
  return {
    url: `smtp://127.0.0.1:${port}/?pool=true&maxConnections=5`,
    received: async () => {
      const answer = next();
      worker.postMessage('count');
      return (await answer).received ?? 0;
    },
    /** The sink thread's own CPU so far (a bench in the same process subtracts it from the process's). */
    cpuMicros: async () => {
      const answer = next();
      worker.postMessage('count');
      return (await answer).cpuMicros ?? 0;
    },
    close: async () => void (await worker.terminate()),
  };
}
