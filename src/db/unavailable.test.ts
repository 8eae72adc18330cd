import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['pool acquire timeout', new Error('timeout exceeded when trying to connect')],
    ['statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['idle in transaction timeout', pgError('25P03')],
    ['server shutting down', pgError('57P01')],
    ['server starting up', pgError('57P03')],
    ['too many connections', pgError('53300')],
    ['connection failure class', pgError('08006')],
    ['connection refused', pgError('ECONNREFUSED')],
    ['client read timeout', new Error('Query read timeout')],
    ['wrapped by the ORM', Object.assign(new Error('driver failed'), { cause: pgError('ECONNRESET') })],
  ])('%s is a 503', (_, e) => expect(isDatabaseUnavailable(e)).toBe(true));

  it.each([
    ['unique violation', pgError('23505')],
    ['syntax error', pgError('42601')],
    ['a bug', new TypeError('x is undefined')],
    ['not an error', 'boom'],
    ['nothing', null],
  ])('%s is not', (_, e) => expect(isDatabaseUnavailable(e)).toBe(false));
});
