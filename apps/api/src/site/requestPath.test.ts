import { describe, expect, it } from 'vitest';
import { checkRequestPath, conditionsRedirect, MAX_PATH_LENGTH } from './requestPath';

describe('checkRequestPath', () => {
  it('decodes ordinary paths', () => {
    expect(checkRequestPath('/recenzie/m%C3%A1ria')).toEqual({ ok: true, path: '/recenzie/mária' });
  });

  it.each([
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/..%2f', 404],
    ['/a/%2e%2e/b', 404],
    ['/a/./b', 404],
    ['/a%5cb', 404],
    ['/a%00', 404],
    [`/${'x'.repeat(MAX_PATH_LENGTH)}`, 404],
  ])('rejects %s with %i', (path, status) => {
    expect(checkRequestPath(path)).toEqual({ ok: false, status });
  });
});

describe('conditionsRedirect', () => {
  it('moves /podminky and everything below it, keeping the query', () => {
    expect(conditionsRedirect('/podminky', '')).toBe('/podmienky');
    expect(conditionsRedirect('/podminky/', '')).toBe('/podmienky/');
    expect(conditionsRedirect('/podminky/obchodni', '?a=1')).toBe('/podmienky/obchodni?a=1');
  });

  it('leaves other paths alone', () => {
    expect(conditionsRedirect('/podminkyx', '')).toBeUndefined();
    expect(conditionsRedirect('/podmienky/x', '')).toBeUndefined();
    expect(conditionsRedirect('/a/podminky', '')).toBeUndefined();
  });
});
