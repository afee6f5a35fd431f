import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouteRules } from '../navigation/routeRules';
import { siteRedirects } from './siteRedirects';

const rules: RouteRules = {
  '/objednat': { redirect: { to: '/objednavka', statusCode: 301 } },
  '/facebook': { redirect: { to: 'https://www.facebook.com/nordlys', statusCode: 302 } },
};

const at = (pathname: string) => ({ pathname, href: pathname, searchStr: '', hash: '' }) as ParsedLocation;

function caught(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return error;
  }
}

describe('siteRedirects in the browser', () => {
  it('redirects by a rule of the build manifest once it has loaded', async () => {
    const leaveSite = vi.fn();
    const beforeLoad = siteRedirects({
      routeRules: () => Promise.resolve(rules),
      conditionsPath: '/podmienky',
      leaveSite,
    });
    const outcome = await (beforeLoad({ location: at('/objednat') }) as Promise<unknown>).catch(
      (error) => error,
    );
    expect(isRedirect(outcome)).toBe(true);
    expect((outcome as { options: { href: string } }).options.href).toBe('/objednavka');
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('leaves the site for an external target on a navigation, not on a preload', () => {
    // In a browser; on the server an external rule is a redirect response.
    vi.stubGlobal('window', {});
    const leaveSite = vi.fn();
    const beforeLoad = siteRedirects({ routeRules: () => rules, conditionsPath: '/podmienky', leaveSite });
    expect(beforeLoad({ location: at('/facebook'), preload: true })).toBeUndefined();
    expect(leaveSite).not.toHaveBeenCalled();
    expect(beforeLoad({ location: at('/facebook') })).toBeInstanceOf(Promise);
    expect(leaveSite).toHaveBeenCalledWith('https://www.facebook.com/nordlys');
    vi.unstubAllGlobals();
  });

  it('lets the server decide with a full page load when the manifest cannot be had', async () => {
    const leaveSite = vi.fn();
    const beforeLoad = siteRedirects({
      routeRules: () => Promise.resolve(null),
      conditionsPath: '/podmienky',
      leaveSite,
    });
    await beforeLoad({ location: at('/blog'), preload: true });
    expect(leaveSite).not.toHaveBeenCalled();
    void beforeLoad({ location: at('/objednat') });
    await vi.waitFor(() => expect(leaveSite).toHaveBeenCalledWith('/objednat'));
  });

  it('goes on to a page no rule names', () => {
    const beforeLoad = siteRedirects({
      routeRules: () => rules,
      conditionsPath: '/podmienky',
      leaveSite: vi.fn(),
    });
    expect(beforeLoad({ location: at('/blog') })).toBeUndefined();
  });

  it('moves the other spelling of the conditions address', () => {
    const beforeLoad = siteRedirects({
      routeRules: () => ({}),
      conditionsPath: '/podmienky',
      leaveSite: vi.fn(),
    });
    const outcome = caught(() => beforeLoad({ location: at('/podminky/terms') }));
    expect(isRedirect(outcome)).toBe(true);
  });
});
