import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLazyMessageStore } from '@shop/i18n';
import { cs, csLazyMessages } from '@shop/i18n/cs';
import { sk, skLazyMessages } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { createSite, siteBuildPlan } from '../createSite';
import { czWebsite, skWebsite } from '../test/websites';

const siteSrc = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('routeModules', () => {
  const sites = [
    createSite({ website: skWebsite, locale: 'sk', messages: sk, lazyMessages: skLazyMessages }),
    createSite({ website: czWebsite, locale: 'cs', messages: cs, lazyMessages: csLazyMessages }),
  ];

  it.each(sites.map((site) => [site.website.domain, site] as const))(
    'names an existing page module for every code-split route page of %s',
    (_domain, site) => {
      const router = site.createRouter();
      const modules = siteBuildPlan(site).routeModules();
      const lazyRoutes = Object.entries(
        router.routesById as Record<string, { options: { component?: { preload?: unknown } } }>,
      ).filter(([, route]) => typeof route.options.component?.preload === 'function');
      expect(lazyRoutes.length).toBeGreaterThan(10);
      for (const [id] of lazyRoutes) {
        const page = modules[id]?.page;
        expect(page, id).toBeDefined();
        expect(existsSync(join(siteSrc, page ?? '')), `${id}: ${page}`).toBe(true);
      }
    },
  );

  it('names only lazy namespaces the catalogs have', () => {
    const store = createLazyMessageStore(skLazyMessages);
    const [site] = sites;
    if (!site) throw new Error('no site');
    for (const { texts = [] } of Object.values(siteBuildPlan(site).routeModules())) {
      for (const namespace of texts) expect(() => store.load(namespace)).not.toThrow();
    }
  });
});
