import type { Locale } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { LinkRouting } from '../routes/LinkRouting';
import { SiteInnerWrap, type SiteRouterContext } from '../SiteContext';
import { createLazyHttpClient } from '../shell/lazyHttpClient';
import { createShellState } from '../shell/shellState';
import { siteFixture } from '../test/websites';

const HarnessContent = createContext<ReactNode>(null);

function Content() {
  return <>{useContext(HarnessContent)}</>;
}

function createHarnessRouter(locale: Locale, path: string) {
  const context: SiteRouterContext = {
    site: { ...siteFixture(locale), shell: createShellState() },
    api: createLazyHttpClient({}),
  };
  const rootRoute = createRootRoute({
    component: () => (
      <LinkRouting>
        <Outlet />
      </LinkRouting>
    ),
  });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: Content }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: Content }),
  ]);
  return createRouter({
    routeTree,
    context,
    history: createMemoryHistory({ initialEntries: [path] }),
    InnerWrap: SiteInnerWrap,
  });
}

export interface RouterHarnessProps {
  locale: Locale;
  /** The address the memory router starts at. */
  path?: string;
  children: ReactNode;
}

/**
 * Renders site components the way the site does: inside a memory router (so links route),
 * with the demo website config, messages, client state and toasts of the given language.
 */
export function RouterHarness({ locale, path = '/', children }: RouterHarnessProps) {
  const [router] = useState(() => createHarnessRouter(locale, path));
  return (
    <HarnessContent.Provider value={children}>
      <RouterProvider router={router} />
    </HarnessContent.Provider>
  );
}

function StoryInRouter({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <RouterHarness key={locale} locale={locale}>
      {children}
    </RouterHarness>
  );
}

/** Storybook decorator: the story inside a memory router in the toolbar's language. */
export function withRouter(Story: () => ReactNode) {
  return (
    <StoryInRouter>
      <Story />
    </StoryInRouter>
  );
}
