import { describe, expect, it } from 'vitest';
import { conditionsRedirectTarget } from './conditionsRedirect';

describe('conditionsRedirectTarget', () => {
  it('moves /podminky paths to /podmienky', () => {
    expect(conditionsRedirectTarget('/podminky/obchodni-podminky')).toBe('/podmienky/obchodni-podminky');
    expect(conditionsRedirectTarget('/podminky')).toBe('/podmienky');
    expect(conditionsRedirectTarget('/podminky/')).toBe('/podmienky/');
  });

  it('keeps the query and hash', () => {
    expect(conditionsRedirectTarget('/podminky/gdpr', '?a=1#b')).toBe('/podmienky/gdpr?a=1#b');
  });

  it('leaves other paths alone', () => {
    expect(conditionsRedirectTarget('/podmienky/gdpr')).toBeNull();
    expect(conditionsRedirectTarget('/podminkyx')).toBeNull();
    expect(conditionsRedirectTarget('/blog/podminky')).toBeNull();
  });

  it("moves to the site's configured conditions path", () => {
    expect(conditionsRedirectTarget('/podminky/terms', '', '/obchodne-podmienky')).toBe(
      '/obchodne-podmienky/terms',
    );
  });
});
