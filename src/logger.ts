import { createRequire } from 'node:module';
import pino, { type Logger, type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';

// pino-pretty (development's readable lines) is loaded only for that format: production writes JSON (issue #39).
const require = createRequire(import.meta.url);

export type LogFormat = 'json' | 'pretty';

const OPTIONS: LoggerOptions = {
  base: { service: 'eclat-api' },
  // Anything that looks like a secret is redacted even if a caller logs it by mistake.
  redact: {
    paths: ['password', '*.password', '*.currentPassword', '*.newPassword', 'token', '*.token', 'authorization', '*.authorization', 'headers.cookie', '*.headers.cookie'],
    censor: '[redacted]',
  },
};

type Line = Record<string, unknown>;

/** "GET /api/cleaners 200 12 ms" for a request line; the message otherwise. */
export function prettyMessage(line: Line, messageKey: string): string {
  const message = String(line[messageKey] ?? '');
  if (message !== 'request' || typeof line.method !== 'string') return message;
  return `${line.method} ${String(line.path)} ${String(line.status)} ${String(line.ms)} ms`;
}

/**
 * JSON lines in production (for the log pipeline); in development one readable line per event
 * (LOG_FORMAT=pretty, the default there), written synchronously so nothing is lost at exit.
 */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  if (format === 'json') return pino({ ...OPTIONS, level });
  const pretty = require('pino-pretty') as typeof PinoPretty;
  const stream = pretty({
    sync: true,
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,service,requestId,method,path,status,ms',
    messageFormat: (line, messageKey) => prettyMessage(line as Line, messageKey),
  });
  return pino({ ...OPTIONS, level }, stream);
}
