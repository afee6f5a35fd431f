import { describe, expect, it } from 'vitest';
import { consentProofSchema } from './consentProof';
import { cookieProvidersSchema } from './cookieProviders';
import { fieldErrorsFromIssues } from './fieldErrors';
import { trackingEventSchema, trackingRedirectQuerySchema } from './trackingEvents';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: Parameters<typeof fieldErrorsFromIssues>[0] };
}) => (result.error ? fieldErrorsFromIssues(result.error.issues) : {});

describe('cookieProvidersSchema', () => {
  const provider = {
    companyName: 'Seznam.cz, a.s.',
    personalUrl: 'https://o.seznam.cz/ochrana-udaju/',
    scripts: [
      {
        name: 'Sklik',
        slug: 'seznam-retargeting',
        category: 'marketing',
        active: true,
        showingCookies: true,
        cookies: [
          { name: 'sid', description: 'd', type: 'HTTP', category: 'marketing', expiration: '6 měsíců' },
        ],
      },
    ],
  };

  it('accepts a provider list and ignores fields added later', () => {
    expect(cookieProvidersSchema.parse([{ ...provider, logo: 'x' }])).toEqual([provider]);
  });

  it.each([
    ['an unknown category', { category: 'necessary' }],
    ['an empty slug', { slug: '' }],
    ['a missing cookie list', { cookies: undefined }],
  ])('refuses a script with %s', (_, change) => {
    const scripts = [{ ...provider.scripts[0], ...change }];
    expect(cookieProvidersSchema.safeParse([{ ...provider, scripts }]).success).toBe(false);
  });
});

describe('consentProofSchema', () => {
  const proof = {
    ids: ['p', 'c'],
    setting: { technical: true, clarity: false },
    savedAt: 1,
    providersHash: 'ab',
    textVersion: '',
  };

  it('accepts the tracked slugs and the technical one', () => {
    expect(consentProofSchema.parse(proof)).toEqual(proof);
  });

  it('reports stable codes per field', () => {
    const result = consentProofSchema.safeParse({
      ...proof,
      ids: ['a', 'b', 'c', 'd'],
      setting: { hotjar: true },
    });
    expect(errorsOf(result)).toEqual({ ids: ['too-many'], 'setting.hotjar': ['unknown-slug'] });
  });
});

describe('trackingEventSchema', () => {
  const event = { data: {}, action: 'LOADED', sessionId: '1750000000000abcdefgh', clientTime: 1, site: 'cz' };

  it('accepts an event with or without sequence and delivery counters', () => {
    expect(trackingEventSchema.parse(event)).toEqual(event);
    const counted = { ...event, sequence: 0, delivery: { queued: 1, sent: 1, acknowledged: 0, dropped: {} } };
    expect(trackingEventSchema.parse(counted)).toEqual(counted);
  });

  it('refuses an action outside SPEC §7 with a stable code', () => {
    expect(errorsOf(trackingEventSchema.safeParse({ ...event, action: 'VISIT' }))).toEqual({
      action: ['invalid-option'],
    });
  });
});

describe('trackingRedirectQuerySchema', () => {
  it('requires the url', () => {
    expect(errorsOf(trackingRedirectQuerySchema.safeParse({}))).toEqual({ url: ['required'] });
  });
});
