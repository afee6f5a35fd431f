import { describe, expect, it } from 'vitest';
import { summaryMessageKey } from '../index';

describe('summaryMessageKey', () => {
  it('is null without errors', () => {
    expect(summaryMessageKey({})).toBeNull();
    expect(summaryMessageKey({ email: [] })).toBeNull();
  });

  it('says incomplete when something required is missing', () => {
    expect(summaryMessageKey({ zip: ['zip.format'], agreement: ['terms.required'] })).toBe('incomplete');
    expect(summaryMessageKey({ phone: ['phone.required'] })).toBe('incomplete');
  });

  it('asks to check the data when everything is filled but something is wrong', () => {
    expect(summaryMessageKey({ zip: ['zip.country'], birthDate: ['date.underage'] })).toBe('check');
  });
});
