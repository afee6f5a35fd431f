import type { HttpError } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { contactErrorsFromApi, contactOutcome } from './contactOutcome';

const failure = (error: HttpError) => contactOutcome({ ok: false, error });

describe('contactOutcome', () => {
  it('is sent with the stored id', () => {
    expect(contactOutcome({ ok: true, data: { id: 'msg-1' } })).toEqual({ kind: 'sent', id: 'msg-1' });
  });

  it.each<[string, HttpError, ReturnType<typeof contactOutcome>]>([
    [
      'a 400 with field errors',
      {
        kind: 'http',
        status: 400,
        body: {},
        fieldErrors: { email: ['invalid-email'], phone: ['invalid-phone'] },
      },
      { kind: 'rejected', errors: { email: 'email-invalid', phone: 'phone-format' } },
    ],
    [
      'the honeypot refusal',
      { kind: 'http', status: 400, body: { error: 'rejected' } },
      { kind: 'rejected', errors: {} },
    ],
    ['a rate limit', { kind: 'http', status: 429, body: {} }, { kind: 'failed' }],
    ['a server error', { kind: 'http', status: 500, body: {} }, { kind: 'failed' }],
    ['no network', { kind: 'network' }, { kind: 'failed' }],
    ['a timeout', { kind: 'timeout' }, { kind: 'failed' }],
    ['an unexpected answer', { kind: 'invalid-response', status: 201, issues: [] }, { kind: 'failed' }],
  ])('%s', (_name, error, expected) => {
    expect(failure(error)).toEqual(expected);
  });

  it('reads a request the client schema refused like a 400', () => {
    const outcome = failure({
      kind: 'invalid-request',
      issues: [{ code: 'custom', path: ['email'], message: 'invalid-email', input: 'x' }],
    });
    expect(outcome).toEqual({ kind: 'rejected', errors: { email: 'email-invalid' } });
  });
});

describe('contactErrorsFromApi', () => {
  it.each([
    [{ name: ['required'] }, { name: 'name-required' }],
    [{ name: ['too-long'] }, { name: 'too-long' }],
    [{ email: ['required'] }, { email: 'email-required' }],
    [{ questionType: ['invalid-option'] }, { questionType: 'subject-required' }],
    [{ questionType: ['required'] }, { questionType: 'subject-required' }],
    [{ message: ['required'] }, { message: 'message-required' }],
    [{ customerNumber: ['required'] }, { customerNumber: 'customer-number-required' }],
    [{ customerNumber: ['invalid-customer-number'] }, { customerNumber: 'customer-number-invalid' }],
    [{ email: ['Unknown code', 'invalid-email'] }, { email: 'email-invalid' }],
    [{ gdprConsent: ['consent-required'], _root: ['x'], color: ['Unknown field'] }, {}],
  ])('%o', (fieldErrors, expected) => {
    expect(contactErrorsFromApi(fieldErrors)).toEqual(expected);
  });
});
