import { describe, expect, it } from 'vitest';
import { consentRecordSchema } from '../index';
import { sampleProviders } from '../test/fakes';
import {
  acceptedCategories,
  type ConsentChoice,
  choiceSignals,
  isConsentChoice,
  settingForChoice,
} from './consentChoice';

const choice = (categories: ConsentChoice['categories'], scripts: string[] = []): ConsentChoice => ({
  source: 'accept-selected',
  categories,
  scripts,
});

describe('settingForChoice', () => {
  it.each<[string, ConsentChoice, boolean, Record<string, boolean>]>([
    [
      'every category',
      choice(['statistical', 'preference', 'marketing']),
      false,
      {
        session: true,
        ga: true,
        'google-remarketing': true,
        'facebook-pixel': true,
        clarity: true,
        smartsupp: true,
      },
    ],
    [
      'every category under GPC',
      choice(['statistical', 'preference', 'marketing']),
      true,
      {
        session: true,
        ga: true,
        'google-remarketing': false,
        'facebook-pixel': false,
        clarity: true,
        smartsupp: true,
      },
    ],
    [
      'the statistical category',
      choice(['statistical']),
      false,
      {
        session: true,
        ga: true,
        'google-remarketing': false,
        'facebook-pixel': false,
        clarity: true,
        smartsupp: false,
      },
    ],
    [
      'one script by slug, an unknown slug dropped',
      choice([], ['facebook-pixel', 'adform']),
      false,
      {
        session: true,
        ga: false,
        'google-remarketing': false,
        'facebook-pixel': true,
        clarity: false,
        smartsupp: false,
      },
    ],
    [
      'nothing (only necessary)',
      choice([]),
      false,
      {
        session: true,
        ga: false,
        'google-remarketing': false,
        'facebook-pixel': false,
        clarity: false,
        smartsupp: false,
      },
    ],
  ])('%s (gpc %s)', (_, chosen, gpc, expected) => {
    expect(settingForChoice(sampleProviders(), chosen, gpc)).toEqual(expected);
  });

  it('is empty without a provider list', () => {
    expect(settingForChoice([], choice(['statistical']), false)).toEqual({});
  });
});

describe('choiceSignals', () => {
  it.each([
    ['every category', ['statistical', 'preference', 'marketing'], false, true, true],
    ['every category under GPC', ['statistical', 'preference', 'marketing'], true, true, false],
    ['statistics only', ['statistical'], false, true, false],
    ['nothing', [], false, false, false],
  ] as const)('%s', (_, categories, gpc, statistical, marketing) => {
    expect(choiceSignals(choice([...categories]), gpc)).toEqual({
      statistical,
      marketing,
      heatmap: false,
      sklik: marketing ? 1 : 0,
    });
  });
});

describe('acceptedCategories', () => {
  it('keeps the optional categories set true, in order', () => {
    expect(
      acceptedCategories({ marketing: true, technical: true, statistical: true, preference: false }),
    ).toEqual(['statistical', 'marketing']);
  });
});

describe('isConsentChoice', () => {
  it.each([
    { source: 'accept-all', categories: ['statistical', 'preference', 'marketing'], scripts: [] },
    { source: 'accept-selected', categories: [], scripts: ['ga'] },
    { source: 'deny', categories: [], scripts: [] },
    { source: 'accept-all', categories: ['other'], scripts: [] },
    { source: 'accept-all', categories: [], scripts: [1] },
    { source: 'accept-all', scripts: [] },
    null,
    'accept-all',
  ])('agrees with the pending part of consentRecordSchema on %o', (value) => {
    const asRecord = { setting: {}, savedAt: 1, ids: [], pending: value };
    expect(isConsentChoice(value)).toBe(consentRecordSchema.safeParse(asRecord).success);
  });
});
