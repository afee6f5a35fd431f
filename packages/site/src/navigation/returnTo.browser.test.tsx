import { documentCookieJar, safeStorage } from '@shop/contracts/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteRouter } from '../createSiteRouter';
import type { SiteRouterContext } from '../SiteContext';
import { returnToAtom } from '../shell/shellState';
import { siteFixture, skWebsite } from '../test/websites';
import { readDocumentReturnTo, readReturnTo, rememberReturnTo, returnToInlineScript } from './returnTo';

const { returnToPaths } = skWebsite;
const cookies = () => documentCookieJar(document);
const storage = () => safeStorage(() => window.localStorage);

/** Header links as the server renders them, then the inline script right after them. */
function runInlineScript(): HTMLAnchorElement[] {
  const bar = document.createElement('div');
  bar.innerHTML = '<a href="/">logo</a><a href="/">back</a>';
  document.body.append(bar);
  const script = document.createElement('script');
  script.textContent = returnToInlineScript(returnToPaths);
  bar.append(script);
  return [...bar.querySelectorAll('a')];
}

/** What the header shows once the shell has remembered this page (the effect after hydration). */
function afterRemembering(path: string): string {
  rememberReturnTo(path, { cookies: cookies(), storage: storage(), returnToPaths });
  return readReturnTo(cookies());
}

/** Runs `run` with the address bar at `path`, as if that page had been loaded. */
function atPath<T>(path: string, run: () => T): T {
  const original = window.location.href;
  window.history.replaceState(window.history.state, '', path);
  try {
    return run();
  } finally {
    window.history.replaceState(window.history.state, '', original);
  }
}

afterEach(() => {
  for (const bar of document.querySelectorAll('body > div:not([data-testid])')) bar.remove();
  delete (window as { __shopReturnTo?: string }).__shopReturnTo;
  vi.restoreAllMocks();
});

describe('the header links before hydration', () => {
  const cases: Array<{ name: string; path: string; cookie?: string; stored?: string; expected: string }> = [
    { name: 'the stored return-to page', path: '/blog', cookie: '/rocnek2', expected: '/rocnek2' },
    {
      name: 'this page when it is a return-to page',
      path: '/skusobny-balicek/',
      cookie: '/',
      expected: '/skusobny-balicek',
    },
    {
      name: 'the backup once the cookie has expired',
      path: '/kontakt',
      stored: '/k2zadarmo/home',
      expected: '/k2zadarmo/home',
    },
    {
      name: '/ for a cookie leading off the site',
      path: '/kontakt',
      cookie: '//evil.example',
      stored: '/rocnek2',
      expected: '/',
    },
    { name: '/ for a first visitor', path: '/blog', expected: '/' },
  ];
  for (const { name, path, cookie, stored, expected } of cases) {
    it(`lead to ${name}, as the shell will after hydration`, () => {
      if (cookie !== undefined) cookies().set('returnTo', cookie, { maxAgeSeconds: 60 });
      if (stored !== undefined) window.localStorage.setItem('lastSetReturnTo', stored);
      const links = atPath(path, runInlineScript);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([expected, expected]);
      expect(readDocumentReturnTo(window)).toBe(expected);
      expect(afterRemembering(path)).toBe(expected);
    });
  }
});

describe('hydrating the header', () => {
  it("starts the site's state from the path the inline script gave the links", () => {
    cookies().set('returnTo', '/rocnek2', { maxAgeSeconds: 60 });
    atPath('/blog', runInlineScript);
    const router = createSiteRouter({ ...siteFixture('sk'), returnTo: readDocumentReturnTo(window) });
    const { shell } = (router.options.context as SiteRouterContext).site;
    expect(shell.store.get(returnToAtom)).toBe('/rocnek2');
  });
});
