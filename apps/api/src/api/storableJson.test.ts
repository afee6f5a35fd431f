import { describe, expect, it } from 'vitest';
import { isStorableText, MAX_JSON_DEPTH, unstorableJsonIssues } from './storableJson';

describe('isStorableText', () => {
  it('takes any well-formed text, surrogate pairs (emoji) included', () => {
    expect(isStorableText('Příliš žluťoučký kůň 😀')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });

  it('refuses a NUL character and a lone high or low surrogate', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\ud800y', '\udc00', '😀\udc00', '\ud83d']) {
      expect(isStorableText(text)).toBe(false);
    }
  });
});

describe('unstorableJsonIssues', () => {
  const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

  it('finds nothing in an ordinary body', () => {
    expect(unstorableJsonIssues({ name: 'Ján', tags: ['a', { b: 1.5 }], ok: true, none: null })).toEqual([]);
  });

  it('reports bad text on its field, and a bad key on the object holding it', () => {
    const issues = unstorableJsonIssues(JSON.parse('{"a":{"b":["ok","x\\u0000"]},"c\\ud800":1}'));
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [], message: 'invalid-characters' },
      { path: ['a', 'b', 1], message: 'invalid-characters' },
    ]);
  });

  it('reports a number JSON.parse made infinite', () => {
    expect(unstorableJsonIssues(JSON.parse('{"n":1e400}'))).toMatchObject([
      { path: ['n'], message: 'invalid-number' },
    ]);
  });

  it(`takes ${MAX_JSON_DEPTH} levels of nesting and reports one more once, without recursing`, () => {
    expect(unstorableJsonIssues(nested(MAX_JSON_DEPTH))).toEqual([]);
    const issues = unstorableJsonIssues(nested(MAX_JSON_DEPTH + 1));
    expect(issues).toMatchObject([{ message: 'too-deep' }]);
    expect(issues[0]?.path).toHaveLength(MAX_JSON_DEPTH);
    expect(unstorableJsonIssues(nested(200_000))).toMatchObject([{ message: 'too-deep' }]);
  });

  it('stops after twenty issues', () => {
    expect(unstorableJsonIssues(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });
});
