import { describe, expect, it } from 'vitest';
import { type ConsentRecord, findNewScripts, shouldShowDialog } from '../index';
import { provider, sampleProviders, script } from '../test/fakes';

const record = (setting: Record<string, boolean>, offered?: string[]): ConsentRecord => ({
  setting,
  savedAt: 1,
  ids: [],
  ...(offered ? { offered } : {}),
});
const all = { ga: true, 'google-remarketing': true, 'facebook-pixel': true, clarity: true };

describe('shouldShowDialog (SPEC §4)', () => {
  it.each<[string, ConsentRecord | null, boolean, boolean]>([
    ['no stored consent', null, false, true],
    ['every non-technical script with cookies set true', record(all), false, false],
    ['one of them false (accept selected)', record({ ...all, clarity: false }), false, false],
    [
      'all of them false',
      record({ ga: false, 'google-remarketing': false, 'facebook-pixel': false, clarity: false }),
      false,
      false,
    ],
    [
      'one of them missing',
      record({ ga: true, 'google-remarketing': true, 'facebook-pixel': true }),
      false,
      true,
    ],
    ['an empty setting (after deny)', record({}), false, false],
    ['an empty setting under GPC', record({}), true, false],
    ['GPC on and only marketing missing', record({ ga: true, clarity: true }), true, false],
    ['GPC on and a statistical script missing', record({ ga: true }), true, true],
    ['only the technical script decided', record({ session: true }), false, true],
    [
      'a choice still waiting for the provider list',
      { setting: {}, savedAt: 1, ids: [], pending: { source: 'accept-all', categories: [], scripts: [] } },
      false,
      false,
    ],
  ])('%s -> show %s', (_, stored, gpc, expected) => {
    expect(shouldShowDialog(sampleProviders(), stored, gpc)).toBe(expected);
  });

  it('ignores scripts without cookies and technical scripts', () => {
    const providers = [provider('A', [script('session', 'technical'), script('chat', 'preference', [])])];
    expect(shouldShowDialog(providers, record({}))).toBe(false);
  });
});

describe('findNewScripts', () => {
  it('names non-technical scripts with cookies that were not offered at the save', () => {
    const providers = [
      ...sampleProviders(),
      provider('Seznam', [script('seznam-retargeting', 'marketing', ['sid'])]),
    ];
    const stored = record({}, [
      'session',
      'ga',
      'google-remarketing',
      'facebook-pixel',
      'clarity',
      'smartsupp',
    ]);
    expect(findNewScripts(providers, stored).map((s) => s.slug)).toEqual(['seznam-retargeting']);
    expect(shouldShowDialog(providers, record(all))).toBe(true);
    expect(shouldShowDialog(providers, record({ ...all, 'seznam-retargeting': false }))).toBe(false);
  });

  it('keeps a deny covering scripts added to the list later', () => {
    const providers = [
      ...sampleProviders(),
      provider('Seznam', [script('seznam-retargeting', 'marketing', ['sid'])]),
    ];
    expect(shouldShowDialog(providers, record({}, ['session', 'ga']))).toBe(false);
  });

  it('falls back to the setting keys for a record without the offered list', () => {
    expect(
      findNewScripts(sampleProviders(), record({ ga: false, clarity: true })).map((s) => s.slug),
    ).toEqual(['google-remarketing', 'facebook-pixel']);
  });

  it('is empty before the first choice', () => {
    expect(findNewScripts(sampleProviders(), null)).toEqual([]);
  });

  it('is empty while the choice waits for the provider list, which it will be expanded against', () => {
    const pending: ConsentRecord = {
      setting: {},
      savedAt: 1,
      ids: [],
      pending: { source: 'accept-all', categories: ['statistical', 'preference', 'marketing'], scripts: [] },
    };
    expect(findNewScripts(sampleProviders(), pending)).toEqual([]);
  });
});
