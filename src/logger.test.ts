import { describe, expect, it } from 'vitest';
import { prettyMessage } from './logger.js';
import { loadConfig } from './config/config.js';

describe('log format (issue #14: readable in development, JSON in production)', () => {
  it('is pretty under NODE_ENV=development and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('writes a request as one short line', () => {
    expect(prettyMessage({ msg: 'request', method: 'GET', path: '/api/cleaners', status: 200, ms: 12 }, 'msg')).toBe('GET /api/cleaners 200 12 ms');
    expect(prettyMessage({ msg: 'shutting down', signal: 'SIGINT' }, 'msg')).toBe('shutting down');
  });
});
