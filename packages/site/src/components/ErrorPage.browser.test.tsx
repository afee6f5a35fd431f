import { type AnyRouter, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createSiteRouter } from '../createSiteRouter';
import { RouterHarness } from '../stories/withRouter';
import { siteFixture } from '../test/websites';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('apologises for an internal error with the error-page contacts (sk)', async () => {
    render(
      <RouterHarness locale="sk">
        <ErrorPage kind="server-error" path="/objednavka" />
      </RouterHarness>,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'INTERNÁ CHYBA V SYSTÉME' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('main'))
      .toHaveTextContent(
        'Ospravedlňujeme sa za ťažkosti. Došlo k chybe na našom serveri. Pracujeme na jej odstránení. Prosím skúste to znovu neskôr alebo nás kontaktujte.',
      );
    await expect
      .element(page.getByRole('link', { name: '+421 2 330 011 04' }))
      .toHaveAttribute('href', 'tel:+421233001104');
    await expect.element(page.getByRole('link', { name: 'SPÄŤ K OBJEDNÁVKE' })).toBeVisible();
    await expect.element(page.getByRole('contentinfo')).toBeVisible();
  });

  it('has the Czech title and apology', async () => {
    render(
      <RouterHarness locale="cs">
        <ErrorPage kind="server-error" path="/" />
      </RouterHarness>,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'INTERNÍ CHYBA V SYSTÉMU' }))
      .toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('Omlouváme se za potíže.');
    await expect
      .element(page.getByRole('main').getByRole('link', { name: 'info@nordlys.cz' }))
      .toHaveAttribute('href', 'mailto:info@nordlys.cz');
  });
});

/** The sk site at `path`; its API answers every call with `status`. */
async function siteAt(path: string, status = 404): Promise<AnyRouter> {
  const router = createSiteRouter({
    ...siteFixture('sk'),
    renderDocument: false,
    history: createMemoryHistory({ initialEntries: [path] }),
    fetch: async () => new Response('{}', { status, headers: { 'content-type': 'application/json' } }),
  });
  render(<RouterProvider router={router} />);
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  return router;
}

const notFoundTitle = () => page.getByRole('heading', { level: 1, name: 'Stránka nebola nájdená' });
const serverErrorTitle = () => page.getByRole('heading', { level: 1, name: 'INTERNÁ CHYBA V SYSTÉME' });

describe('error pages reached by navigating in the site', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows and logs the unknown path once, not the page it came from', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = await siteAt('/');
    await router.navigate({ to: '/neexistuje' });
    await expect.element(notFoundTitle()).toBeVisible();
    await expect.element(page.getByRole('main')).toHaveTextContent('/neexistuje');
    await router.navigate({ to: '/' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Sila severu v každej kvapke' }))
      .toBeVisible();
    expect(warn.mock.calls).toEqual([['Page Not Found: /neexistuje']]);
  });

  it('logs each of two unknown paths visited one after the other once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = await siteAt('/prva-zla');
    await router.navigate({ to: '/druha-zla' });
    await expect.element(page.getByRole('main')).toHaveTextContent('/druha-zla');
    await router.navigate({ to: '/blog/neznamy-clanok' });
    await expect.element(page.getByRole('main')).toHaveTextContent('/blog/neznamy-clanok');
    expect(warn.mock.calls).toEqual([
      ['Page Not Found: /prva-zla'],
      ['Page Not Found: /druha-zla'],
      ['Page Not Found: /blog/neznamy-clanok'],
    ]);
  });

  it('logs a page that fails to load once, with its own path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = await siteAt('/', 500);
    await router.navigate({ to: '/blog' });
    await expect.element(serverErrorTitle()).toBeVisible();
    const pageErrors = error.mock.calls.filter(([message]) => message === 'Page error');
    expect(pageErrors.map(([, details]) => (details as { path: string }).path)).toEqual(['/blog']);
  });
});
