import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientErrorLogSchema, fieldErrorsFromIssues, ROOT_FIELD } from './index';

const valid = {
  site: 'cz',
  status: 502,
  message: 'beat failed',
  url: 'https://www.nordlys.cz/',
  userAgent: 'Mozilla/5.0',
  clientTime: 1_700_000_000_000,
};

const errorsOf = (schema: z.core.$ZodType, input: unknown) => {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) throw new Error('expected a failure');
  return fieldErrorsFromIssues(parsed.error.issues);
};

describe('fieldErrorsFromIssues', () => {
  it('groups messages by field', () => {
    const errors = errorsOf(clientErrorLogSchema, { ...valid, site: 'de', message: '' });
    expect(Object.keys(errors).sort()).toEqual(['message', 'site']);
  });

  it('names each unknown key of a strict object', () => {
    expect(errorsOf(clientErrorLogSchema, { ...valid, ip: '1.2.3.4', extra: 1 })).toEqual({
      ip: ['Unknown field'],
      extra: ['Unknown field'],
    });
  });

  it('names unknown keys that share a name with a property of every object', () => {
    const errors = errorsOf(clientErrorLogSchema, {
      ...valid,
      ...JSON.parse('{"__proto__":1,"constructor":1,"toString":1}'),
    });
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(JSON.parse(JSON.stringify(errors)).constructor).toEqual(['Unknown field']);
  });

  it('joins nested paths with dots and puts whole-input issues under the root key', () => {
    const schema = z.object({ address: z.object({ zip: z.string() }) });
    expect(Object.keys(errorsOf(schema, { address: { zip: 1 } }))).toEqual(['address.zip']);
    expect(Object.keys(errorsOf(schema, 'text'))).toEqual([ROOT_FIELD]);
  });
});

describe('clientErrorLogSchema', () => {
  it('accepts the SPEC §3 payload with a numeric or unknown status', () => {
    expect(clientErrorLogSchema.safeParse(valid).success).toBe(true);
    expect(clientErrorLogSchema.safeParse({ ...valid, status: 'unknown' }).success).toBe(true);
  });

  it('bounds the length of free text', () => {
    expect(clientErrorLogSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }).success).toBe(false);
    expect(clientErrorLogSchema.safeParse({ ...valid, userAgent: 'x'.repeat(513) }).success).toBe(false);
  });
});
