import pino, { type Logger } from 'pino';

/** JSON logs; anything that looks like a secret is redacted even if a caller logs it by mistake. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'eclat-api' },
    redact: {
      paths: ['password', '*.password', '*.currentPassword', '*.newPassword', 'token', '*.token', 'authorization', '*.authorization', 'headers.cookie', '*.headers.cookie'],
      censor: '[redacted]',
    },
  });
}
