import { describe, expect, it } from 'vitest';
import { DatabaseDeadlineExceeded, isDatabaseUnavailable } from './databaseUnavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    '57P01',
    '57P02',
    '57P03',
    '08000',
    '08003',
    '08006',
    '08001',
    '53300',
    'ECONNREFUSED',
    'ECONNRESET',
    'CONNECTION_CLOSED',
    'CONNECTION_ENDED',
    'CONNECTION_DESTROYED',
    'CONNECT_TIMEOUT',
    'ETIMEDOUT',
    'EPIPE',
  ])('counts %s as the database being unreachable', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    '23505', // unique violation
    '23503', // foreign key violation
    '40001', // serialization failure
    '42P01', // undefined table
    '22P02', // invalid text representation
    '57014', // query cancelled (a statement timeout is the query's fault, not the server's)
    'ERR_INVALID_ARG_TYPE',
  ])('does not count %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });

  it('finds the driver error that Drizzle wraps as the cause', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const twice = new Error('outer', { cause: new Error('inner', { cause: withCode('57P01') }) });
    expect(isDatabaseUnavailable(twice)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('23505') }))).toBe(false);
  });

  it('looks into the errors of an AggregateError (a connect tried on IPv4 and IPv6)', () => {
    const both = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect');
    expect(isDatabaseUnavailable(both)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('a')], 'b'))).toBe(false);
  });

  it('counts a missed deadline, and nothing else without a code', () => {
    expect(isDatabaseUnavailable(new DatabaseDeadlineExceeded(4500))).toBe(true);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('stops on a cause chain that loops', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
