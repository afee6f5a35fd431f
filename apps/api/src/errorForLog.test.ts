import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './errorForLog';

/** What the database drivers throw: an Error with the server's fields on it. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), fields);
}

describe('errorForLog', () => {
  it('keeps the SQL of a failed query and drops its parameters', () => {
    const cause = databaseError('new row for relation "orders" violates check constraint "orders_check"', {
      code: '23514',
      severity: 'ERROR',
      table: 'orders',
      constraint: 'orders_check',
      detail: 'Failing row contains (Ján, Kováč, jan@example.sk, 1990-02-01).',
    });
    const error = new DrizzleQueryError(
      'insert into "orders" ("first_name", "email") values ($1, $2)',
      ['Ján', 'jan@example.sk'],
      cause,
    );
    const logged = errorForLog(error);
    expect(logged).toMatchObject({
      name: 'DrizzleQueryError',
      message: 'Failed query: insert into "orders" ("first_name", "email") values ($1, $2)',
      cause: {
        message: 'new row for relation "…" violates check constraint "…"',
        code: '23514',
        table: 'orders',
        constraint: 'orders_check',
      },
    });
    const text = JSON.stringify(logged);
    for (const personal of ['Ján', 'Kováč', 'jan@example.sk', '1990-02-01', 'params']) {
      expect(text).not.toContain(personal);
    }
  });

  it('drops values a message quotes, and stack lines repeating the message', () => {
    const error = databaseError('invalid input syntax for type date: "31.2.1990"', { code: '22007' });
    const logged = errorForLog(error);
    expect(logged.message).toBe('invalid input syntax for type date: "…"');
    expect(JSON.stringify(logged)).not.toContain('31.2.1990');
    expect(String(logged.stack)).toMatch(/^\s+at /);
  });

  it('follows causes that are errors, and keeps the name of an error class', () => {
    class OrderStoreError extends Error {}
    const logged = errorForLog(new OrderStoreError('outer', { cause: new TypeError('inner') }));
    expect(logged).toMatchObject({ name: 'OrderStoreError', cause: { name: 'TypeError', message: 'inner' } });
    expect(errorForLog(new Error('x', { cause: { email: 'jan@example.sk' } }))).not.toHaveProperty('cause');
  });
});
