import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { withFallbackModule } from '../routes/withFallbackModule';
import { SiteInnerWrap, type SiteRouterContext } from '../SiteContext';
import { createLazyHttpClient } from '../shell/lazyHttpClient';
import { createShellState } from '../shell/shellState';
import { siteFixture } from '../test/websites';
import { OrderPageLoadError } from './OrderPageLoadError';
import type { OrderPageData } from './orderLoaders';

const TRIAL_PAGE = '/skusobny-balicek-ponuka';

/** The trial pack's order page as the site routes it, with `component` as its page. */
function renderTrialPage(component: RouteComponent) {
  const context: SiteRouterContext = {
    site: { ...siteFixture('sk'), shell: createShellState() },
    api: createLazyHttpClient({}),
  };
  const rootRoute = createRootRoute();
  const data = {
    page: { path: TRIAL_PAGE, offer: 'sample', text: 'sampleOffer', phone: 'trialPage' },
    config: null,
  };
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({
        getParentRoute: () => rootRoute,
        path: TRIAL_PAGE,
        loader: () => data as OrderPageData,
        component,
      }),
    ]),
    context,
    history: createMemoryHistory({ initialEntries: [TRIAL_PAGE] }),
    InnerWrap: SiteInnerWrap,
  });
  render(<RouterProvider router={router} />);
}

describe('an order page whose code fails to load', () => {
  it('shows the form’s load error with the page’s phone line instead of the error page', async () => {
    renderTrialPage(
      lazyRouteComponent(
        withFallbackModule(
          // The page's chunk is gone: its dynamic import rejects as a browser's does.
          () => import(/* @vite-ignore */ `${location.origin}/assets/OrderPage-gone.js`),
          () => import('./OrderPageLoadError'),
        ),
        'OrderRoute',
      ),
    );
    const alert = page.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent(
        'Objednávkový formulár sa nepodarilo načítať. Skúste, prosím, obnoviť stránku alebo nás kontaktujte na info@nordlys.sk.',
      );
    await expect
      .element(alert)
      .toHaveTextContent('Objednávku môžete urobiť aj telefonicky na +421 2 330 011 02.');
  });

  it('loads the page again from its retry button, by keyboard too', async () => {
    const reload = vi.fn();
    renderTrialPage(() => <OrderPageLoadError reload={reload} />);
    const retry = page.getByRole('button', { name: 'Skúsiť znova' });
    await expect.element(retry).toBeVisible();
    (retry.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
