import { runInNewContext } from 'node:vm';
import {
  createRootRoute,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
} from '@tanstack/react-router';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import type { Site } from './createSite';
import { createPageAssets, type PageAssets, renderPage, type ViteManifest } from './server';
import { createTestSite as createShopSite } from './test/serverRendering';
import { skWebsite } from './test/websites';

// A two-route site with the same document shape as the shell, so the glue is tested on its own.
function createTestSite(): Site {
  const rootRoute = createRootRoute({
    head: () => ({ meta: [{ title: 'Test' }] }),
    component: () =>
      h('html', { lang: 'sk' }, h('head', null, h(HeadContent)), h('body', null, h(Outlet), h(Scripts))),
    notFoundComponent: () => h('main', null, 'Not here'),
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => h('main', { className: 'site-Home' }, 'Home'),
  });
  const moved = createRoute({
    getParentRoute: () => rootRoute,
    path: '/moved',
    beforeLoad: () => {
      throw redirect({ href: '/', statusCode: 301 });
    },
  });
  return {
    website: skWebsite,
    createRouter: () => createRouter({ routeTree: rootRoute.addChildren([home, moved]) }),
  } as unknown as Site;
}

const assets: PageAssets = {
  buildId: 'abc123',
  scripts: [{ src: '/assets/entry-client-X1.js' }],
  stylesheets: ['/assets/entry-client-Y2.css'],
  modulePreloads: ['/assets/vendor-Z3.js'],
};

const request = (path: string) => new Request(`http://localhost${path}`);

describe('renderPage', () => {
  it('renders a complete document with the build id, entry script, stylesheet and preload', async () => {
    const page = await renderPage(createTestSite(), request('/'), { assets });
    expect(page.status).toBe(200);
    expect(
      page.html.startsWith('<!DOCTYPE html><html lang="sk"><head><meta name="build-id" content="abc123"/>'),
    ).toBe(true);
    expect(page.html).toContain('<main class="site-Home">Home</main>');
    expect(page.html).toContain('<script type="module" src="/assets/entry-client-X1.js"></script>');
    expect(page.html).toMatch(/<link rel="stylesheet" href="\/assets\/entry-client-Y2.css"/);
    expect(page.html).toMatch(/<link rel="modulepreload" href="\/assets\/vendor-Z3.js"/);
    expect(page.html).toContain('</html>');
  });

  it("preloads the matched route's page chunks, and only those", async () => {
    const page = await renderPage(createTestSite(), request('/'), {
      assets: {
        ...assets,
        routePreloads: { '/': ['/assets/Home-P1.js'], '/moved': ['/assets/Moved-P2.js'] },
      },
    });
    expect(page.html).toMatch(/<link rel="modulepreload" href="\/assets\/Home-P1.js"/);
    expect(page.html).not.toContain('Moved-P2.js');
  });

  it("links the lazy chunks' stylesheets whose classes the page uses, so it paints styled", async () => {
    const page = await renderPage(createTestSite(), request('/'), {
      assets: {
        ...assets,
        classStylesheets: [
          { href: '/assets/Blog-A.css', selectors: [['site-Blog']] },
          { href: '/assets/Home-B.css', selectors: [['site-Home'], ['site-Home-title']] },
        ],
      },
    });
    expect(page.html).toContain('<link rel="stylesheet" href="/assets/Home-B.css"/></head>');
    expect(page.html).not.toContain('Blog-A.css');
    expect(page.html.indexOf('Home-B.css')).toBeGreaterThan(page.html.indexOf('entry-client-Y2.css'));
  });

  it('answers 404 with the not-found view when no route matches', async () => {
    const page = await renderPage(createTestSite(), request('/does-not-exist'), { assets });
    expect(page.status).toBe(404);
    expect(page.html).toContain('<main>Not here</main>');
  });

  it('surfaces router redirects as status and Location without a body', async () => {
    const page = await renderPage(createTestSite(), request('/moved'), { assets });
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/');
    expect(page.html).toBe('');
  });

  it('puts the nonce on every inline script and exposes it to the client router', async () => {
    const page = await renderPage(createTestSite(), request('/'), { assets, nonce: 'n0nce' });
    const inlineScripts = [...page.html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain('nonce="n0nce"');
    expect(page.html).toContain('<meta property="csp-nonce" content="n0nce"/>');
  });

  it('follows the header links with the nonce-carrying script that gives them the return-to path', async () => {
    const page = await renderPage(createShopSite('sk'), request('/neexistuje'), { assets, nonce: 'n0nce' });
    const bar = page.html.match(/<div class="site-Header-bar">(.*?)<\/div>/s)?.[1] ?? '';
    expect(bar.match(/<a [^>]*href="\/"/g)).toHaveLength(2);
    expect(bar).toMatch(/<\/a><script nonce="n0nce">\(function\(w,d\).*__shopReturnTo.*<\/script>$/s);
  });

  it('renders inline module scripts (the dev server preamble) in order before the entry', async () => {
    const page = await renderPage(createTestSite(), request('/'), {
      assets: { ...assets, scripts: [{ content: 'window.preamble=1' }, { src: '/src/entry-client.tsx' }] },
    });
    const preamble = page.html.indexOf('<script type="module">window.preamble=1</script>');
    expect(preamble).toBeGreaterThan(0);
    expect(page.html.indexOf('<script type="module" src="/src/entry-client.tsx">')).toBeGreaterThan(preamble);
  });
});

describe('createPageAssets', () => {
  const manifest: ViteManifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry-client-A.js',
      isEntry: true,
      imports: ['_vendor-B.js'],
      dynamicImports: ['src/pages/Lazy.tsx'],
      css: ['assets/entry-client-C.css'],
    },
    '_vendor-B.js': { file: 'assets/vendor-B.js', imports: ['_shared-D.js'], css: ['assets/vendor-E.css'] },
    '_shared-D.js': { file: 'assets/shared-D.js', imports: ['_vendor-B.js'] },
    'src/pages/Lazy.tsx': { file: 'assets/Lazy-F.js', css: ['assets/Lazy-G.css'] },
  };

  it('collects the entry, its static imports as preloads and all their CSS, but no lazy chunks', () => {
    expect(createPageAssets(manifest, { entry: 'src/entry-client.tsx', buildId: 'b' })).toEqual({
      buildId: 'b',
      scripts: [{ src: '/assets/entry-client-A.js' }],
      stylesheets: ['/assets/entry-client-C.css', '/assets/vendor-E.css'],
      modulePreloads: ['/assets/vendor-B.js', '/assets/shared-D.js'],
    });
  });

  it("lists the stylesheets of lazy chunks with their selectors' classes when it can read them", () => {
    const css: Record<string, string> = {
      'assets/Lazy-G.css': '.site-Lazy{color:red}.site-Lazy-title{margin:0}',
      'assets/entry-client-C.css': '.site-Entry{}',
    };
    const assets = createPageAssets(manifest, {
      entry: 'src/entry-client.tsx',
      buildId: 'b',
      readCss: (file) => css[file] ?? '',
    });
    expect(assets.classStylesheets).toEqual([
      { href: '/assets/Lazy-G.css', selectors: [['site-Lazy'], ['site-Lazy-title']] },
    ]);
  });

  it("preloads each route's page and text chunks with what they import beyond the entry", () => {
    const withPages: ViteManifest = {
      ...manifest,
      '../../packages/site/src/blog/BlogListPage.tsx': {
        file: 'assets/BlogListPage-H.js',
        imports: ['src/entry-client.tsx', '_vendor-B.js', '_ArticleCard-I.js'],
      },
      '_ArticleCard-I.js': { file: 'assets/ArticleCard-I.js', imports: ['_vendor-B.js'] },
      '../../packages/i18n/src/catalogs/sk/infoHub.ts': { file: 'assets/infoHub-J.js' },
      '../../packages/i18n/src/catalogs/sk/infoFrame.ts': { file: 'assets/infoFrame-L.js' },
      '../../packages/site/src/info/InfoHubPage.tsx': { file: 'assets/InfoHubPage-K.js' },
    };
    const assets = createPageAssets(withPages, {
      entry: 'src/entry-client.tsx',
      buildId: 'b',
      routeModules: {
        '/subpage/blog': { page: 'blog/BlogListPage.tsx' },
        '/infopage/cookies-osobne-udaje': { page: 'info/InfoHubPage.tsx', texts: ['infoFrame', 'infoHub'] },
      },
    });
    expect(assets.routePreloads).toEqual({
      '/subpage/blog': ['/assets/BlogListPage-H.js', '/assets/ArticleCard-I.js'],
      '/infopage/cookies-osobne-udaje': [
        '/assets/InfoHubPage-K.js',
        '/assets/infoFrame-L.js',
        '/assets/infoHub-J.js',
      ],
    });
  });

  it('fails the build for a route page the client build does not have', () => {
    expect(() =>
      createPageAssets(manifest, {
        entry: 'src/entry-client.tsx',
        buildId: 'b',
        routeModules: { '/subpage/blog': { page: 'blog/Gone.tsx' } },
      }),
    ).toThrow(/blog\/Gone\.tsx/);
  });

  it('fails loudly for an entry the manifest does not have', () => {
    expect(() => createPageAssets(manifest, { entry: 'src/missing.tsx', buildId: 'b' })).toThrow(/no entry/);
  });
});

describe('Consent Mode defaults in the first HTML', () => {
  /** The document's inline scripts run in order on an empty page: what `dataLayer` holds then. */
  function dataLayerAfterInlineScripts(html: string): unknown[][] {
    const head = html.slice(0, html.indexOf('</head>'));
    const window: { dataLayer?: ArrayLike<unknown>[] } = {};
    const [first] = [...head.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    runInNewContext(first?.[1] ?? '', Object.assign(window, { window }));
    return (window.dataLayer ?? []).map((entry) => Array.from(entry));
  }

  it.each<['sk' | 'cz', string, number]>([
    ['sk', '/', 200],
    ['sk', '/neexistuje', 404],
    ['cz', '/', 200],
    ['cz', '/neexistuje', 404],
  ])(
    '%s %s: the head opens with them as the first script of the document, with the nonce',
    async (name, path, status) => {
      const page = await renderPage(createShopSite(name), request(path), { assets, nonce: 'n0nce' });
      expect(page.status).toBe(status);
      const firstScript = page.html.indexOf('<script');
      expect(firstScript).toBeGreaterThan(page.html.indexOf('<head>'));
      expect(firstScript).toBeLessThan(page.html.indexOf('<link'));
      expect(page.html.slice(firstScript)).toMatch(
        /^<script nonce="n0nce">window\.dataLayer=window\.dataLayer\|\|\[\];/,
      );
      expect(dataLayerAfterInlineScripts(page.html)).toEqual([
        [
          'consent',
          'default',
          {
            ad_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
            analytics_storage: 'denied',
            wait_for_update: 500,
          },
        ],
      ]);
    },
  );

  it('leaves the nonce out when the render has none', async () => {
    const page = await renderPage(createTestSite(), request('/'), { assets });
    expect(page.html).toContain('"/><script>window.dataLayer=window.dataLayer||[];');
  });
});
