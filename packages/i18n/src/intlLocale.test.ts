import { describe, expect, it } from 'vitest';
import { intlLocale } from './index';

describe('intlLocale', () => {
  it('maps catalog locales to the Intl tags of the two countries', () => {
    expect(intlLocale('sk')).toBe('sk-SK');
    expect(intlLocale('cs')).toBe('cs-CZ');
  });

  it('names locales Intl supports', () => {
    expect(Intl.NumberFormat.supportedLocalesOf([intlLocale('sk'), intlLocale('cs')])).toEqual([
      'sk-SK',
      'cs-CZ',
    ]);
  });
});
