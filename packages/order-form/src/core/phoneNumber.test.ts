import { describe, expect, it } from 'vitest';
import { formatPhone, parsePhone } from '../index';

describe('parsePhone', () => {
  it.each([
    ['601123456', '+420', '+420601123456'],
    ['601 123 456', '+420', '+420601123456'],
    ['+420 601 123 456', '+421', '+420601123456'],
    ['00420601123456', '+421', '+420601123456'],
    ['901 123 456', '+421', '+421901123456'],
    ['+421901123456', '+420', '+421901123456'],
    ['00421 901 123 456', '+420', '+421901123456'],
    ['0901 123 456', '+421', '+421901123456'],
  ] as const)('%j with %s -> %s', (text, prefix, e164) => {
    const result = parsePhone(text, prefix);
    expect(result).toMatchObject({ ok: true, e164 });
    expect(result.ok && result.national).toBe(e164.slice(4));
  });

  it.each([
    ['', 'phone.required'],
    ['  ', 'phone.required'],
    ['601 12a 456', 'phone.digitsOnly'],
    ['601-123-456', 'phone.digitsOnly'],
    ['601+123456', 'phone.digitsOnly'],
    ['60112345', 'phone.format'],
    ['6011234567', 'phone.format'],
    ['0601123456', 'phone.format'],
    ['+44 7700 900123', 'phone.format'],
    ['+420 60112345', 'phone.format'],
    ['+420', 'phone.format'],
  ])('%j -> %s', (text, code) => {
    expect(parsePhone(text, '+420')).toEqual({ ok: false, code });
  });

  it('keeps the domestic leading 0 only for Slovak numbers', () => {
    expect(parsePhone('0901123456', '+420')).toEqual({ ok: false, code: 'phone.format' });
    expect(parsePhone('0901123456', '+421').ok).toBe(true);
  });
});

describe('formatPhone', () => {
  it('shows a valid number with the prefix it will be called on', () => {
    expect(formatPhone('601123456', '+420')).toBe('+420 601 123 456');
    expect(formatPhone('601123456', '+421')).toBe('+421 601 123 456');
    expect(formatPhone('0901 123 456', '+421')).toBe('+421 901 123 456');
    expect(formatPhone('+420 601 123 456', '+421')).toBe('+420 601 123 456');
  });

  it('shows other text as typed', () => {
    expect(formatPhone(' 601 12 ', '+420')).toBe('601 12');
  });
});
