import { cs } from '@shop/i18n/cs';
import { sk } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { salutation } from './salutation';

describe('salutation', () => {
  it('addresses Czech customers by gender before the name', () => {
    expect(salutation('male', 'Nováku', cs)).toBe('Vážený pane Nováku');
    expect(salutation('female', 'Nováková', cs)).toBe('Vážená paní Nováková');
  });

  it('addresses Slovak customers by gender before the name', () => {
    expect(salutation('male', 'Kováč', sk)).toBe('Vážený pán Kováč');
    expect(salutation('female', 'Kováčová', sk)).toBe('Vážená pani Kováčová');
  });

  it('adds nothing after the name and trims stray spaces', () => {
    expect(salutation('female', '  Nováková ', cs)).toBe('Vážená paní Nováková');
  });

  it('greets without a name when none is known', () => {
    expect(salutation('male', '', sk)).toBe('Vážený pán');
  });
});
