import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('returns a short text unchanged', () => {
    expect(truncate('Krátký text', 20)).toBe('Krátký text');
  });

  it('keeps a text exactly at the limit', () => {
    const text = 'a'.repeat(250);
    expect(truncate(text)).toBe(text);
  });

  it('cuts at 250 characters by default, on a word boundary, with an ellipsis', () => {
    const text = Array.from({ length: 100 }, (_, i) => `slovo${i}`).join(' ');
    const result = truncate(text);
    expect(result.length).toBeLessThanOrEqual(250);
    expect(result.endsWith('…')).toBe(true);
    const words = result.slice(0, -1).split(' ');
    expect(text.split(' ').slice(0, words.length)).toEqual(words);
  });

  it('never splits a word', () => {
    expect(truncate('Rybí olej z Norska', 12)).toBe('Rybí olej z…');
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(truncate('Omega-3, vitamín D3 a K2', 11)).toBe('Omega-3…');
  });

  it('cuts a single long word hard', () => {
    expect(truncate('abcdefghijklmnop', 6)).toBe('abcde…');
  });
});
