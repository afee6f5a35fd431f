import { interpolate, plural } from '@shop/i18n';
import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { experienceYears, formatCustomerCount } from './claims';

const footerTexts = { cs: await csLazyMessages.siteFooter(), sk: await skLazyMessages.siteFooter() };

describe('pre-footer claims', () => {
  it('groups the customer count by thousands', () => {
    expect(formatCustomerCount('sk').replace(/\s/g, ' ')).toBe('2 700 000');
    expect(formatCustomerCount('cs').replace(/\s/g, ' ')).toBe('2 700 000');
  });

  it('counts years since 2006', () => {
    expect(experienceYears(new Date(2026, 0, 1))).toBe(20);
    expect(experienceYears(new Date(2007, 11, 31))).toBe(1);
  });

  it('has every plural form of the years claim in both languages', () => {
    const years = (locale: 'cs' | 'sk', count: number) =>
      interpolate(plural(locale, count, footerTexts[locale].preFooter.experienceValue), {
        count,
      });
    expect([years('cs', 1), years('cs', 3), years('cs', 20)]).toEqual(['1 rok', '3 roky', '20 let']);
    expect([years('sk', 1), years('sk', 4), years('sk', 19)]).toEqual(['1 rok', '4 roky', '19 rokov']);
  });
});
