import { describe, expect, it } from 'vitest';
import { skWebsite as website } from '../test/websites';
import { abVariantMetaTag, experimentPhone, isAbVariant } from './abVariant';

describe('experimentPhone', () => {
  it('gives variant b the home variant number while the test runs', () => {
    expect(experimentPhone({ ...website, abTestRunning: true }, 'default-experiment', 'b')).toEqual(
      website.phoneNumbers.homeVariantB,
    );
  });

  it('keeps the layout number otherwise', () => {
    expect(experimentPhone({ ...website, abTestRunning: true }, 'default-experiment', 'a')).toBeUndefined();
    expect(
      experimentPhone({ ...website, abTestRunning: true }, 'default-experiment', undefined),
    ).toBeUndefined();
    expect(experimentPhone({ ...website, abTestRunning: false }, 'default-experiment', 'b')).toBeUndefined();
    expect(experimentPhone({ ...website, abTestRunning: true }, 'default', 'b')).toBeUndefined();
  });
});

describe('variant meta', () => {
  it('declares only the four letters', () => {
    expect(abVariantMetaTag('b')).toBe('<meta name="ab-variant" content="b"/>');
    expect(['a', 'b', 'c', 'd'].every(isAbVariant)).toBe(true);
    expect(isAbVariant('e')).toBe(false);
    expect(isAbVariant(undefined)).toBe(false);
  });
});
