import { describe, expect, it } from 'vitest';
import {
  categoryCheckbox,
  initialSelection,
  providerCheckbox,
  scriptCheckbox,
  toggleCategory,
  toggleProvider,
  toggleScript,
} from '../index';
import { provider, sampleProviders, script } from '../test/fakes';
import { categorySelection } from './checkboxRules';

const providers = sampleProviders();
const [nordlys, google, meta] = providers as [
  (typeof providers)[0],
  (typeof providers)[0],
  (typeof providers)[0],
];

describe('checkbox rules (SPEC §4)', () => {
  it('starts from the stored consent by slug with technical scripts on', () => {
    expect(initialSelection(providers, { ga: true, 'facebook-pixel': false })).toEqual({
      session: true,
      ga: true,
      'google-remarketing': false,
      'facebook-pixel': false,
      clarity: false,
      smartsupp: false,
    });
  });

  it('keeps technical scripts checked and disabled', () => {
    expect(scriptCheckbox(nordlys.scripts[0]!, {})).toEqual({ checked: true, disabled: true });
    expect(scriptCheckbox(google.scripts[0]!, { ga: true })).toEqual({ checked: true, disabled: false });
  });

  it.each([
    ['all scripts active', { ga: true, 'google-remarketing': true }, true],
    ['one script inactive', { ga: true }, false],
    ['none active', {}, false],
  ])('a provider with %s is checked=%s', (_, selection, checked) => {
    expect(providerCheckbox(google, selection)).toEqual({ checked, disabled: false });
  });

  it('disables a provider whose scripts are all technical', () => {
    expect(providerCheckbox(nordlys, {})).toEqual({ checked: true, disabled: true });
    const mixed = provider('Mixed', [script('session', 'technical'), script('ga', 'statistical')]);
    expect(providerCheckbox(mixed, {})).toEqual({ checked: false, disabled: false });
  });

  it.each([
    ['statistical', { ga: true, clarity: true }, true],
    ['statistical', { ga: true }, false],
    ['marketing', { 'google-remarketing': true, 'facebook-pixel': true }, true],
    ['technical', {}, true],
  ] as const)('category %s with %o is checked=%s', (category, selection, checked) => {
    expect(categoryCheckbox(providers, category, selection).checked).toBe(checked);
  });

  it('never checks a category without scripts', () => {
    const onlyGoogle = [google];
    expect(categoryCheckbox(onlyGoogle, 'preference', {})).toEqual({ checked: false, disabled: false });
  });

  it('a provider toggle sets all its scripts, technical ones stay on', () => {
    const mixed = provider('Mixed', [script('session', 'technical'), script('ga', 'statistical')]);
    expect(toggleProvider({ other: true }, mixed, false, {})).toEqual({
      other: true,
      session: true,
      ga: false,
    });
    expect(toggleProvider({}, google, true, {})).toEqual({ ga: true, 'google-remarketing': true });
  });

  it('a category toggle sets that category across providers only', () => {
    const selection = toggleCategory({ 'facebook-pixel': true }, providers, 'statistical', true, {});
    expect(selection).toEqual({ 'facebook-pixel': true, ga: true, clarity: true });
    expect(toggleCategory(selection, providers, 'marketing', false, {})).toEqual({
      'facebook-pixel': false,
      'google-remarketing': false,
      ga: true,
      clarity: true,
    });
  });

  it('without a value each script returns to the stored consent by slug', () => {
    const stored = { ga: true, 'google-remarketing': false };
    expect(toggleProvider({ ga: false, 'google-remarketing': true }, google, undefined, stored)).toEqual(
      stored,
    );
    expect(toggleCategory({}, providers, 'marketing', undefined, { 'facebook-pixel': true })).toEqual({
      'google-remarketing': false,
      'facebook-pixel': true,
    });
    expect(toggleScript({}, meta.scripts[0]!, undefined, {})).toEqual({ 'facebook-pixel': false });
  });

  it.each<[string, Parameters<typeof categorySelection>[2], Record<string, boolean>]>([
    [
      'nothing chosen keeps the stored consent',
      {},
      {
        session: true,
        ga: false,
        'google-remarketing': true,
        'facebook-pixel': false,
        clarity: true,
        smartsupp: false,
      },
    ],
    [
      'a ticked category turns all its scripts on',
      { marketing: true },
      {
        session: true,
        ga: false,
        'google-remarketing': true,
        'facebook-pixel': true,
        clarity: true,
        smartsupp: false,
      },
    ],
    [
      'an unticked category turns them off, the others keep the stored consent',
      { statistical: false },
      {
        session: true,
        ga: false,
        'google-remarketing': true,
        'facebook-pixel': false,
        clarity: false,
        smartsupp: false,
      },
    ],
  ])('the settings mode selection: %s', (_, chosen, expected) => {
    const stored = { ga: false, 'google-remarketing': true, clarity: true };
    expect(categorySelection(providers, stored, chosen)).toEqual(expected);
  });
});
