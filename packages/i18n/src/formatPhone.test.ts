import { describe, expect, it } from 'vitest';
import { formatPhone } from './index';

describe('formatPhone', () => {
  it('groups Slovak mobile numbers 3-3-3', () => {
    expect(formatPhone('+421903123456')).toBe('+421 903 123 456');
  });

  it('groups Bratislava numbers after the one-digit area code', () => {
    expect(formatPhone('+421233001100')).toBe('+421 2 330 011 00');
  });

  it('groups other Slovak landlines after the two-digit area code', () => {
    expect(formatPhone('+421335512345')).toBe('+421 33 551 23 45');
  });

  it('groups Czech numbers 3-3-3', () => {
    expect(formatPhone('+420777123456')).toBe('+420 777 123 456');
    expect(formatPhone('+420228880100')).toBe('+420 228 880 100');
  });

  it('gives the readable forms of the brand numbers', () => {
    for (const last of ['0', '1', '2', '3', '4']) {
      expect(formatPhone(`+42123300110${last}`)).toBe(`+421 2 330 011 0${last}`);
      expect(formatPhone(`+42022888010${last}`)).toBe(`+420 228 880 10${last}`);
    }
  });

  it('accepts separators and a 00 prefix', () => {
    expect(formatPhone(' 00421 903-123/456 ')).toBe('+421 903 123 456');
    expect(formatPhone('+420 777 12 34 56')).toBe('+420 777 123 456');
  });

  it('leaves numbers it does not know compact but unchanged', () => {
    expect(formatPhone('+4930123456')).toBe('+4930123456');
    expect(formatPhone('0903 123 456')).toBe('0903123456');
    expect(formatPhone('+42090312345')).toBe('+42090312345');
  });
});
