import { documentCookieJar, safeStorage } from '@shop/contracts/browser';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useGlobalErrors } from '../errors/useGlobalErrors';
import { reportWebError } from '../errors/webError';
import { replayEarlyClicks } from '../layouts/earlyClicks';
import { browserRouteRules } from '../navigation/buildManifest';
import {
  createBuildWatcher,
  fetchLatestBuildId,
  MANIFEST_PREFETCH_DELAY_MS,
  readBuildId,
  scheduleBuildChecks,
} from '../navigation/buildWatcher';
import { earlyLinkTarget } from '../navigation/earlyLinks';
import { hashTargetId, scrollToHash, scrollToHashAsPageSettles } from '../navigation/hashScroll';
import { readReturnTo, rememberReturnTo } from '../navigation/returnTo';
import { useWebsite } from '../SiteContext';
import { newBuildAtom, returnToAtom } from './shellState';

function useReturnToCookie(pathname: string) {
  const { returnToPaths } = useWebsite();
  const setReturnTo = useSetAtom(returnToAtom);
  useEffect(() => {
    const cookies = documentCookieJar(document);
    rememberReturnTo(pathname, { cookies, storage: safeStorage(() => window.localStorage), returnToPaths });
    setReturnTo(readReturnTo(cookies));
  }, [pathname, returnToPaths, setReturnTo]);
}

function useNewBuildDetection() {
  const router = useRouter();
  const website = useWebsite();
  const setNewBuild = useSetAtom(newBuildAtom);
  useEffect(() => {
    const currentBuildId = readBuildId(document);
    if (!currentBuildId) return;
    const watcher = createBuildWatcher({
      currentBuildId,
      fetchLatestBuildId: () => fetchLatestBuildId(window.fetch.bind(window)),
      reload: (href) => window.location.assign(href),
      storage: safeStorage(() => window.sessionStorage),
    });
    const check = () => {
      void watcher.check().then((stale) => {
        if (stale) setNewBuild(true);
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    const stopChecks = scheduleBuildChecks(window, check);
    // SPEC §9: the build manifest (the route rules of client navigations) about 1 s after start.
    const prefetch = window.setTimeout(
      () => browserRouteRules(window, website.routeRules).prefetch(),
      MANIFEST_PREFETCH_DELAY_MS,
    );
    document.addEventListener('visibilitychange', onVisibility);
    const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
      if (event.hrefChanged) watcher.handleNavigation(event.toLocation.href);
    });
    return () => {
      stopChecks();
      window.clearTimeout(prefetch);
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
    };
  }, [router, setNewBuild, website]);
}

function sameDocumentHash(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  return url.hash || null;
}

function useHashScrolling(hash: string) {
  useEffect(() => {
    const onMissing = (message: string) => reportWebError(window, message);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href*="#"]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = sameDocumentHash(anchor);
      if (!target || !hashTargetId(target)) return;
      event.preventDefault();
      if (!scrollToHash(target, { doc: document, win: window, onMissing })) return;
      window.history.replaceState(window.history.state, '', target);
      // Skip links and in-page links move keyboard focus along with the view.
      const element = document.getElementById(hashTargetId(target) ?? '');
      if (element?.hasAttribute('tabindex')) element.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const id = hashTargetId(hash);
    if (!id) return;
    return scrollToHashAsPageSettles(hash, {
      doc: document,
      win: window,
      timers: window,
      onMissing: (message) => reportWebError(window, message),
    });
  }, [hash]);
}

/** The page outside the deferred regions has hydrated: taps made on it before now are replayed. */
function useEarlyClicksReplay() {
  useEffect(() => {
    replayEarlyClicks(window);
  }, []);
}

/** Links in a region whose code has not loaded yet navigate in the page, as they will once it has. */
function useEarlyLinks() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = earlyLinkTarget(event, window);
      if (href === null) return;
      event.preventDefault();
      void router.navigate({ href });
    };
    // Capturing on the window: React stops clicks aimed at a part it has not hydrated.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [router]);
}

/**
 * Browser-only shell behaviour, started after hydration so the server HTML never depends on
 * cookies, storage or scroll: early taps and links, the return-to cookie, new build detection,
 * hash scrolling and the handling of errors nothing else caught.
 */
export function ShellEffects() {
  useEarlyClicksReplay();
  useEarlyLinks();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hash = useRouterState({ select: (state) => state.location.hash });
  useReturnToCookie(pathname);
  useNewBuildDetection();
  useHashScrolling(hash);
  useGlobalErrors();
  return null;
}
