import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { decodeBeat } from '../core/beatCodec';
import { IDLE_TIMEOUT_MS } from '../core/idleCallback';
import { createTracker, type Tracker } from '../core/tracker';
import type { TrackingEvent } from '../core/trackingEvent';
import {
  TrackerProvider,
  TrackSection,
  useAbVariant,
  useClickTracking,
  usePageView,
  useTrackerSnapshot,
} from '../react';
import { RoutePageViews } from '../tanstack-router';
import { fakeFetch, memoryCookies, memoryStorage } from '../test/fakes';
import { DEVICE_IDENTITY_DELAY_MS, DEVICE_IDENTITY_QUIET_MS } from './TrackerProvider';

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

function setup(cookies: Record<string, string> = { nmtid: 'N1' }) {
  const fetch = fakeFetch();
  const tracker = createTracker({
    site: 'sk',
    endpoint: '/api/beat',
    abTest: { testId: 5, bundleId: 19, running: true, variantAmount: 2 },
    fetch,
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    cookies: memoryCookies(cookies),
    timers: window,
    navigate: () => {},
    location: () => window.location,
    referrer: () => document.referrer,
    userAgent: () =>
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });
  const beats = (action?: string) =>
    fetch.requests
      .filter((request) => request.url === '/api/beat')
      .map((request) => decodeBeat(String(request.init.body)) as TrackingEvent)
      .filter((beat) => action === undefined || beat.action === action);
  return { tracker, beats };
}

function Phase() {
  const snapshot = useTrackerSnapshot();
  const variant = useAbVariant();
  return (
    <p>
      phase {snapshot.phase}, variant {variant}
    </p>
  );
}

function ClickablePage() {
  useClickTracking();
  return (
    <button type="button" id="order">
      Objednať
    </button>
  );
}

function PageViews({ path }: { path: string }) {
  const pageView = usePageView();
  useEffect(() => pageView(path, 'https://example.com/'), [path, pageView]);
  return null;
}

function renderWithRouter(tracker: Tracker, initialEntry = '/?utm_source=google') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <RoutePageViews />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Domov</h1> });
  const order = createRoute({
    getParentRoute: () => rootRoute,
    path: '/objednavka',
    component: () => <h1>Objednávka</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, order]),
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
  render(
    <TrackerProvider tracker={tracker}>
      <RouterProvider router={router} />
    </TrackerProvider>,
  );
  return router;
}

describe('TrackerProvider', () => {
  it('renders the server variant, then starts tracking after mount', async () => {
    const { tracker, beats } = setup({ nmtid: 'N1', abTest_5: 'b' });
    render(
      <TrackerProvider tracker={tracker} initialVariant="b">
        <Phase />
      </TrackerProvider>,
    );
    expect(tracker.getSnapshot().phase).toBe('idle');
    await expect.element(page.getByText('phase running, variant b')).toBeInTheDocument();
    await expect.poll(() => beats().map((beat) => beat.action)).toContain('LOADED');
  });

  it('sends a page view for the first load and each navigation, without duplicates', async () => {
    const { tracker, beats } = setup();
    const router = renderWithRouter(tracker);
    await expect.element(page.getByRole('heading', { name: 'Domov' })).toBeInTheDocument();
    await router.navigate({ to: '/objednavka' });
    await expect.element(page.getByRole('heading', { name: 'Objednávka' })).toBeInTheDocument();
    await router.navigate({ to: '/objednavka', hash: 'form' });
    await router.invalidate();
    await router.navigate({ to: '/' });
    await expect.element(page.getByRole('heading', { name: 'Domov' })).toBeInTheDocument();

    await expect
      .poll(() => beats('PAGE').map((beat) => [beat.data.fullPath, beat.data.referer]))
      .toEqual([
        ['/?utm_source=google', document.referrer],
        ['/objednavka', `${window.location.origin}/?utm_source=google`],
        ['/', `${window.location.origin}/objednavka`],
      ]);
  });

  it('does not count removing the tracking id from the address as a page view', async () => {
    const { tracker, beats } = setup();
    const router = renderWithRouter(tracker, '/?nmtid=N1&utm_source=google');
    await expect.element(page.getByRole('heading', { name: 'Domov' })).toBeInTheDocument();
    await router.navigate({ href: '/?utm_source=google', replace: true });
    await router.navigate({ to: '/objednavka' });
    await expect.element(page.getByRole('heading', { name: 'Objednávka' })).toBeInTheDocument();
    await expect
      .poll(() => beats('PAGE').map((beat) => [beat.data.fullPath, beat.data.referer]))
      .toEqual([
        ['/?nmtid=N1&utm_source=google', document.referrer],
        ['/objednavka', `${window.location.origin}/?utm_source=google`],
      ]);
  });

  it('sends the page views another router reports through usePageView', async () => {
    const { tracker, beats } = setup();
    const { rerender } = render(
      <TrackerProvider tracker={tracker}>
        <PageViews path="/a" />
      </TrackerProvider>,
    );
    rerender(
      <TrackerProvider tracker={tracker}>
        <PageViews path="/b?x=1" />
      </TrackerProvider>,
    );
    await expect
      .poll(() => beats('PAGE').map((beat) => [beat.data.fullPath, beat.data.referer]))
      .toEqual([
        ['/a', 'https://example.com/'],
        ['/b?x=1', 'https://example.com/'],
      ]);
  });

  it('reports sections seen while scrolling and hit-bottom once per page view', async () => {
    const { tracker, beats } = setup();
    render(
      <TrackerProvider tracker={tracker}>
        <TrackSection id="hero" style={{ height: '120vh' }}>
          Hero
        </TrackSection>
        <TrackSection id="offer" style={{ height: '120vh' }}>
          Offer
        </TrackSection>
        <TrackSection id="faq" style={{ height: '60vh' }}>
          FAQ
        </TrackSection>
      </TrackerProvider>,
    );
    await expect.poll(() => tracker.getSnapshot().phase).toBe('running');
    await expect.poll(() => beats('SECTIONVIEW').map((beat) => beat.data.sections)).toEqual([['hero']]);
    // The page view the router hook records (hit-bottom belongs to a page view).
    tracker.pageView('/', '');

    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, window.innerHeight * 1.1);
    await expect.poll(() => beats('SECTIONVIEW').map((beat) => beat.data.sections)).toContainEqual(['offer']);
    window.scrollTo(0, bottom());
    await expect.poll(() => beats('SECTIONVIEW').at(-1)?.data.sections).toEqual(['faq', 'offer']);
    await expect.poll(() => beats('HITBOTTOM')).toHaveLength(1);

    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.scrollTo(0, bottom());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beats('HITBOTTOM')).toHaveLength(1);
  });

  it('tracks clicks on links and buttons through the document', async () => {
    const { tracker, beats } = setup();
    render(
      <TrackerProvider tracker={tracker}>
        <ClickablePage />
      </TrackerProvider>,
    );
    await page.getByRole('button', { name: 'Objednať' }).click();
    await expect
      .poll(() => beats('CLICK').map((beat) => beat.data))
      .toEqual([expect.objectContaining({ id: 'order', type: 'button', text: 'Objednať' })]);
  });

  it('identifies the device only once the page has loaded and settled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    try {
      const { tracker, beats } = setup();
      const get = vi.fn(async () => ({ visitorId: 'f'.repeat(32), confidence: { score: 0.9 } }));
      const loadFingerprint = vi.fn(async () => ({ load: async () => ({ get }) }));
      const deviceFetch = fakeFetch();
      render(
        <TrackerProvider
          tracker={tracker}
          device={{ storage: memoryStorage(), fetch: deviceFetch, endpoint: '/api/device', loadFingerprint }}
        >
          <Phase />
        </TrackerProvider>,
      );
      // The test page has loaded long ago, so the wait counts from the tracker's start.
      await vi.advanceTimersByTimeAsync(DEVICE_IDENTITY_DELAY_MS - 1);
      expect(tracker.getSnapshot().phase).toBe('running');
      expect(loadFingerprint).not.toHaveBeenCalled();
      // A visitor typing holds it off until they pause.
      await vi.advanceTimersByTimeAsync(DEVICE_IDENTITY_QUIET_MS);
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      await vi.advanceTimersByTimeAsync(DEVICE_IDENTITY_QUIET_MS - 1);
      expect(loadFingerprint).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1 + IDLE_TIMEOUT_MS * 2);
      expect(loadFingerprint).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(beats('INTRODUCTION')).toHaveLength(1));
      expect(deviceFetch.requests.map((request) => request.url)).toEqual(['/api/device']);
    } finally {
      vi.useRealTimers();
    }
  });
});
