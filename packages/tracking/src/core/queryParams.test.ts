import { describe, expect, it } from 'vitest';
import { stringQueryParams } from './queryParams';

describe('stringQueryParams', () => {
  it('decodes single string values, with or without the leading question mark', () => {
    expect(stringQueryParams('?utm_source=news+letter&trc_x=%C4%8Dau&empty=')).toEqual({
      utm_source: 'news letter',
      trc_x: 'čau',
      empty: '',
    });
    expect(stringQueryParams('a=1')).toEqual({ a: '1' });
  });

  it('drops repeated keys and keys without a value, which are not string values', () => {
    expect(stringQueryParams('?utm_source=a&utm_source=b&flag&gclid=g')).toEqual({ gclid: 'g' });
  });

  it('keeps a malformed escape as written', () => {
    expect(stringQueryParams('?trc_a=%E0%A4%A')).toEqual({ trc_a: '%E0%A4%A' });
  });
});
