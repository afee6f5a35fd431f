import { documentCookieJar } from '@shop/contracts/browser';
import type { Locale } from '@shop/i18n';
import { type AnyRouter, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createSiteRouter } from './createSiteRouter';
import { siteFixture } from './test/websites';

function renderSite(path: string, locale: Locale = 'sk'): AnyRouter {
  const router = createSiteRouter({
    ...siteFixture(locale),
    renderDocument: false,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('site router', () => {
  it('renders the home page in the default-experiment layout', async () => {
    renderSite('/');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Sila severu v každej kvapke' }))
      .toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Prečo Nordlys' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Prečo nám dôverovať' })).toBeVisible();
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('default-experiment');
    const hero = page.getByRole('img', {
      name: 'Mesačné balenie Nordlys s vitamínom K2: fľaštička s 30 kapsulami',
    });
    await expect.element(hero).toHaveAttribute('width', '480');
    expect(hero.element().getAttribute('src')).toMatch(/^\/_ipx\/.*images\/packs\/k2-30\.webp$/);
  });

  it('shows the not-found view for an unknown path and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderSite('/toto-neexistuje');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Stránka nebola nájdená' }))
      .toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('/toto-neexistuje');
    await expect
      .element(page.getByRole('link', { name: 'Späť na úvodnú stránku' }))
      .toHaveAttribute('href', '/');
    await expect
      .element(page.getByRole('link', { name: '+421 2 330 011 04' }))
      .toHaveAttribute('href', 'tel:+421233001104');
    await expect.element(page.getByRole('main').getByRole('link', { name: 'info@nordlys.sk' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'SPÄŤ K OBJEDNÁVKE' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Prečo nám dôverovať' })).toBeVisible();
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
    expect(warn).toHaveBeenCalledWith('Page Not Found: /toto-neexistuje');
    expect(router.state.matches.some((match) => match._notFound || match.status === 'notFound')).toBe(true);
  });

  it.each(['/Blog', '/OBJEDNAVKA'])(
    'shows the not-found view for %s, another case of a real path',
    async (path) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const router = renderSite(path);
      await expect
        .element(page.getByRole('heading', { level: 1, name: 'Stránka nebola nájdená' }))
        .toBeVisible();
      await expect.element(page.getByRole('main')).toHaveTextContent(path);
      expect(warn).toHaveBeenCalledWith(`Page Not Found: ${path}`);
      expect(router.state.matches.some((match) => match._notFound || match.status === 'notFound')).toBe(true);
    },
  );

  it('shows the Czech not-found view', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSite('/neexistuje', 'cs');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Stránka nebyla nalezena' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '+420 228 880 104' }))
      .toHaveAttribute('href', 'tel:+420228880104');
  });

  it('moves /podminky paths permanently to /podmienky', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderSite('/podminky/obchodni-podminky?zdroj=email');
    await expect.poll(() => router.state.location.pathname).toBe('/podmienky/obchodni-podminky');
    expect(router.state.location.searchStr).toBe('?zdroj=email');
  });

  it('follows an internal route rule from the build manifest', async () => {
    const router = renderSite('/stara-ponuka');
    await expect.poll(() => router.state.location.pathname).toBe('/');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Sila severu v každej kvapke' }))
      .toBeVisible();
  });

  it('points the logo and back button at the stored return-to page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    documentCookieJar(document).set('returnTo', '/rocnek2', { maxAgeSeconds: 60 });
    renderSite('/blog-neexistuje');
    await expect
      .element(page.getByRole('link', { name: 'SPÄŤ K OBJEDNÁVKE' }))
      .toHaveAttribute('href', '/rocnek2');
    await expect
      .element(page.getByRole('link', { name: 'Nordlys: úvodná stránka' }))
      .toHaveAttribute('href', '/rocnek2');
  });

  it('stores the home page as the return-to page', async () => {
    renderSite('/');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => document.cookie).toContain('returnTo=%2F');
    expect(window.localStorage.getItem('lastSetReturnTo')).toBe('/');
  });
});

describe('hash links', () => {
  it('moves focus to the main content from the skip link', async () => {
    renderSite('/');
    const skip = page.getByRole('link', { name: 'Preskočiť na obsah' });
    await expect.element(skip).toBeInTheDocument();
    (skip.element() as HTMLAnchorElement).click();
    await expect.element(page.getByRole('main')).toHaveFocus();
  });

  it('reports a hash link to a missing element', async () => {
    const reports: unknown[] = [];
    const listener = (event: Event) => reports.push((event as CustomEvent).detail);
    window.addEventListener('shop:web-error', listener);
    try {
      renderSite('/');
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      const link = document.createElement('a');
      link.href = '#neexistuje';
      link.textContent = 'nikam';
      document.body.append(link);
      link.click();
      link.remove();
      expect(reports).toEqual([{ errMessage: 'Attempt to scroll to non-existent element', errCode: 999 }]);
    } finally {
      window.removeEventListener('shop:web-error', listener);
    }
  });
});
