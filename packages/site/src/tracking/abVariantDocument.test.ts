import {
  createRootRoute,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  Scripts,
} from '@tanstack/react-router';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import type { Site, SiteRouterRuntime } from '../createSite';
import { renderPage } from '../server';
import { skWebsite } from '../test/websites';

/** A one-page site that renders the variant it was created with, as the shell's layouts do. */
function variantSite(): Site {
  const createSiteRouter = (runtime: SiteRouterRuntime = {}) => {
    const rootRoute = createRootRoute({
      component: () =>
        h('html', { lang: 'sk' }, h('head', null, h(HeadContent)), h('body', null, h(Outlet), h(Scripts))),
    });
    const home = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => h('main', null, `variant ${runtime.abVariant ?? 'none'}`),
    });
    return createRouter({ routeTree: rootRoute.addChildren([home]) });
  };
  return { website: skWebsite, createRouter: createSiteRouter } as unknown as Site;
}

const assets = { buildId: 'b1', scripts: [], stylesheets: [], modulePreloads: [] };

describe('a document rendered for an A/B variant', () => {
  it('renders the variant and declares it in the head for hydration', async () => {
    const page = await renderPage(variantSite(), new Request('http://localhost/'), {
      assets,
      abVariant: 'b',
    });
    expect(page.html).toContain('<main>variant b</main>');
    expect(page.html).toMatch(
      /<head><meta name="build-id" content="b1"\/><meta name="ab-variant" content="b"\/>/,
    );
  });

  it('declares nothing without a variant', async () => {
    const page = await renderPage(variantSite(), new Request('http://localhost/'), { assets });
    expect(page.html).toContain('<main>variant none</main>');
    expect(page.html).not.toContain('ab-variant');
  });
});
