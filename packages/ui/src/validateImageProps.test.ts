import { describe, expect, it } from 'vitest';
import { validateImageProps } from './validateImageProps';

describe('validateImageProps', () => {
  it('accepts numbers and digit strings with an optional px', () => {
    expect(validateImageProps({ width: 640, height: '480' })).toEqual({ width: 640, height: 480 });
    expect(validateImageProps({ width: '640px', height: ' 12px ' })).toEqual({ width: 640, height: 12 });
  });

  it.each([
    ['a word', 'auto'],
    ['a percentage', '50%'],
    ['another unit', '10em'],
    ['a fraction', 10.5],
    ['zero', 0],
    ['a negative number', -3],
    ['a decimal string', '1.5px'],
  ])('rejects %s as a width with a clear message', (_, width) => {
    expect(() => validateImageProps({ width, height: 10 })).toThrow(
      /Image: width must be a positive whole number or digits with an optional "px"/,
    );
  });

  it('names the height when the height is wrong', () => {
    expect(() => validateImageProps({ width: 10, height: 'tall' })).toThrow(/Image: height must be/);
  });

  it('accepts loading lazy or eager only', () => {
    expect(validateImageProps({ width: 1, height: 1, loading: 'lazy' }).loading).toBe('lazy');
    expect(validateImageProps({ width: 1, height: 1, loading: 'eager' }).loading).toBe('eager');
    expect(() => validateImageProps({ width: 1, height: 1, loading: 'auto' })).toThrow(
      /loading must be "lazy" or "eager", got "auto"/,
    );
  });

  it('accepts decoding async, auto or sync only', () => {
    for (const decoding of ['async', 'auto', 'sync']) {
      expect(validateImageProps({ width: 1, height: 1, decoding }).decoding).toBe(decoding);
    }
    expect(() => validateImageProps({ width: 1, height: 1, decoding: 'fast' })).toThrow(
      /decoding must be "async", "auto" or "sync"/,
    );
  });
});
