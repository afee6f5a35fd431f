import { type AnyRouter, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createSiteRouter } from '../createSiteRouter';
import type { SiteRouterContext } from '../SiteContext';
import { siteFixture } from '../test/websites';

function createHomeRouter(): AnyRouter {
  return createSiteRouter({
    ...siteFixture('sk'),
    renderDocument: false,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

function toastsOf(router: AnyRouter) {
  return (router.options.context as SiteRouterContext).site.shell.toasts;
}

describe('toasts on demand', () => {
  it('has no toast region until the first toast, then shows and announces it', async () => {
    const router = createHomeRouter();
    render(<RouterProvider router={router} />);
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(document.querySelector('.shop-ToastRegion')).toBeNull();

    toastsOf(router).add({ type: 'success', title: 'Uložené', message: 'Nastavenia <b>uložené</b>.' });
    const region = page.getByRole('region', { name: 'Oznámenia' });
    await expect.element(region).toBeVisible();
    const toast = region.getByRole('alertdialog', { name: 'Uložené' });
    await expect.element(toast).toBeVisible();
    await expect.element(toast.getByRole('alert')).toHaveTextContent('Nastavenia uložené.');
  });

  it('shows a toast added before the page rendered', async () => {
    const router = createHomeRouter();
    toastsOf(router).add({ type: 'error', message: 'Objednávku sa nepodarilo odoslať.' });
    render(<RouterProvider router={router} />);
    // Scoped to the toast: the home page's own form shows its configuration error as an alert
    // too, as soon as its loader finds no API in this test.
    const toast = page.getByRole('region', { name: 'Oznámenia' }).getByRole('alertdialog', { name: 'Chyba' });
    await expect.element(toast).toBeVisible();
    await expect.element(toast.getByRole('alert')).toHaveTextContent('Objednávku sa nepodarilo odoslať.');
  });
});
