import { describe, expect, it } from 'vitest';
import { redBarStep } from './redBarStep';

describe('redBarStep', () => {
  it('starts at the first image', () => {
    expect(redBarStep(0)).toBe(0);
    expect(redBarStep(599)).toBe(0);
  });

  it('moves one image per 600 px', () => {
    expect(redBarStep(600)).toBe(1);
    expect(redBarStep(1199)).toBe(1);
    expect(redBarStep(1200)).toBe(2);
    expect(redBarStep(600 * 21 + 10)).toBe(21);
  });

  it('stops at the 23rd image', () => {
    expect(redBarStep(600 * 22)).toBe(22);
    expect(redBarStep(1_000_000)).toBe(22);
  });

  it('ignores overscroll and nonsense values', () => {
    expect(redBarStep(-80)).toBe(0);
    expect(redBarStep(Number.NaN)).toBe(0);
  });
});
