import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createSiteRouter } from '../createSiteRouter';
import { siteFixture } from '../test/websites';

/** The sk site's home page, with every call to the client error log recorded. */
async function renderSiteWithErrorLog(): Promise<unknown[]> {
  const logs: unknown[] = [];
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) !== '/api/client-errors') return realFetch(input, init);
    logs.push(JSON.parse(String(init?.body)));
    return new Response('{"id":"1"}', { status: 201 });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createSiteRouter({
    ...siteFixture('sk'),
    renderDocument: false,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  return logs;
}

function errorToast() {
  return page
    .getByRole('region', { name: 'Oznámenia' })
    .getByRole('alertdialog', { name: 'Ospravedlňujeme sa' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('errors nothing else handled', () => {
  it('shows the app error once and logs an uncaught error once', async () => {
    const logs = await renderSiteWithErrorLog();
    for (let i = 0; i < 2; i++) {
      setTimeout(() => {
        throw new TypeError('odpoveď nemá položky');
      });
    }
    await expect
      .element(errorToast())
      .toHaveTextContent('V aplikácii došlo k chybe. Kontaktujte nás, prosím.');
    await expect.poll(() => logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      site: 'sk',
      status: 'unknown',
      message: 'TypeError: odpoveď nemá položky',
      url: window.location.href,
    });
    expect(page.getByRole('alertdialog').elements()).toHaveLength(1);
  });

  it('shows the server error for an unhandled rejection with a 5xx answer', async () => {
    const logs = await renderSiteWithErrorLog();
    void Promise.reject({ kind: 'http', status: 503, body: null });
    await expect
      .element(errorToast())
      .toHaveTextContent('Na serveri došlo k chybe. Skúste to, prosím, neskôr.');
    await expect.poll(() => logs).toEqual([expect.objectContaining({ status: 503 })]);
  });
});
