import { cs, csLazyMessages } from '@shop/i18n/cs';
import { sk, skLazyMessages } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { siteBuildPlan } from '../createSite';
import {
  createFakeApi,
  createPageRenderer,
  createTestSite,
  jsonResponse,
  type TestSiteName,
} from '../test/serverRendering';
import { cookieProvidersFixture } from './cookieListFixture';

/** A stand-in for the API's cookie-provider endpoint. */
function fakeApi(behaviour: 'ok' | 'down' = 'ok') {
  return createFakeApi(() =>
    behaviour === 'ok' ? jsonResponse(cookieProvidersFixture) : jsonResponse({ error: 'unavailable' }, 503),
  );
}

/** The pages' texts, as the apps load them: one namespace per page and the frame they share. */
async function infoTexts(loaders: typeof skLazyMessages) {
  const [frame, hub, cookies, personalData, heureka, remarketing] = await Promise.all([
    loaders.infoFrame(),
    loaders.infoHub(),
    loaders.infoCookies(),
    loaders.infoPersonalData(),
    loaders.infoHeureka(),
    loaders.infoRemarketing(),
  ]);
  return { frame, hub, cookies, personalData, heureka, remarketing };
}
const skInfo = await infoTexts(skLazyMessages);
const csInfo = await infoTexts(csLazyMessages);

const sites = { sk: createTestSite('sk'), cz: createTestSite('cz') };
const renderers = { sk: createPageRenderer(sites.sk, fakeApi), cz: createPageRenderer(sites.cz, fakeApi) };

function render(site: TestSiteName, path: string, api = fakeApi()) {
  return renderers[site](path, api);
}

const pages: Record<'sk' | 'cz', (readonly [string, string])[]> = {
  sk: [
    ['/cookies-osobne-udaje', skInfo.hub.title],
    ['/cookies', skInfo.cookies.title],
    ['/osobne-udaje', skInfo.personalData.title],
    ['/heureka-souhlas', skInfo.heureka.title],
    ['/bez-remarketingu', skInfo.remarketing.title],
  ],
  cz: [
    ['/cookies-osobni-udaje', csInfo.hub.title],
    ['/cookies', csInfo.cookies.title],
    ['/osobni-udaje', csInfo.personalData.title],
    ['/heureka-souhlas', csInfo.heureka.title],
    ['/bez-remarketingu', csInfo.remarketing.title],
  ],
};

const domains = { sk: 'nordlys.sk', cz: 'nordlys.cz' } as const;

describe.each(['sk', 'cz'] as const)('information pages of the %s site', (site) => {
  it.each(pages[site])(
    '%s is complete HTML with its title, canonical address and text',
    async (path, title) => {
      const page = await render(site, path);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<title>${title} | ${domains[site]}</title>`);
      expect(page.html).toContain(`<link rel="canonical" href="https://www.${domains[site]}${path}"`);
      expect(page.html).toContain(`<meta property="og:url" content="https://www.${domains[site]}${path}"`);
      expect(page.html).toMatch(new RegExp(`<h1 id="[^"]+" class="site-Info-title">${title}</h1>`));
      expect(page.html).toContain(site === 'sk' ? 'Nordlys Pharma s.r.o.' : 'Nordlys Pharma CZ s.r.o.');
      expect(page.html).not.toMatch(/\{(company|companyId|taxId|address|email|phone|domain)\}/);
    },
  );

  it('prerenders every page but the cookie list', () => {
    const paths = pages[site].map(([path]) => path).filter((path) => path !== '/cookies');
    expect(siteBuildPlan(sites[site]).staticPaths).toEqual(expect.arrayContaining(paths));
    expect(siteBuildPlan(sites[site]).staticPaths).not.toContain('/cookies');
  });
});

describe('the cookie page', () => {
  it('lists every cookie by provider from the API', async () => {
    const api = fakeApi();
    const page = await render('sk', '/cookies', api);
    expect(api.calls).toEqual(['/api/cookie-providers']);
    expect(page.html).toContain('Google Ireland Limited');
    expect(page.html).toContain('<code>_ga</code>');
    expect(page.html).toContain(sk.cookies.provider.noCookies);
    expect(page.html).not.toContain('Bez služieb s.r.o.');
    expect(page.html).toContain(skInfo.frame.consentButton);
  });

  it('keeps its text and shows the error block when the list cannot be loaded', async () => {
    const page = await render('cz', '/cookies', fakeApi('down'));
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h3>${cs.errors.conditions.heading}</h3>`);
    expect(page.html).toContain('info@nordlys.cz');
    expect(page.html).toContain(csInfo.cookies.deleting.heading);
  });
});

describe('the personal data page', () => {
  it.each(['sk', 'cz'] as const)(
    'on %s, is whole in the HTML, in a region that hydrates on use',
    async (site) => {
      const page = await render(site, site === 'sk' ? '/osobne-udaje' : '/osobni-udaje');
      const info = site === 'sk' ? skInfo : csInfo;
      const region = page.html.slice(page.html.indexOf('data-early-region="info-page"'));
      expect(region).toMatch(/^data-early-region="info-page"><!--\$--><div class="site-Info">/);
      expect(region).toContain(info.personalData.closing.heading);
      expect(region).toContain(info.frame.contactNote.slice(0, 20));
    },
  );
});

describe('the cookie settings button', () => {
  it.each([
    ['sk', '/cookies-osobne-udaje'],
    ['sk', '/cookies'],
    ['cz', '/bez-remarketingu'],
  ] as const)('on %s, is in the HTML of %s, in a region that hydrates on its own', async (site, path) => {
    const page = await render(site, path);
    const label = (site === 'sk' ? skInfo : csInfo).frame.consentButton;
    const region = page.html.slice(page.html.indexOf('data-early-region="consent-settings"'));
    expect(region).toMatch(
      new RegExp(
        `^data-early-region="consent-settings"><!--\\$--><p class="site-Info-action"><button [^>]*type="button"[^>]*>${label}</button></p><!--/\\$--></div>`,
      ),
    );
  });
});

describe('the other language’s spelling', () => {
  it.each([
    ['sk', '/cookies-osobni-udaje', '/cookies-osobne-udaje'],
    ['sk', '/osobni-udaje?utm_source=x', '/osobne-udaje?utm_source=x'],
    ['cz', '/cookies-osobne-udaje', '/cookies-osobni-udaje'],
    ['cz', '/osobne-udaje', '/osobni-udaje'],
  ] as const)('on %s, %s moves permanently to %s', async (site, from, to) => {
    const page = await render(site, from);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(to);
  });
});
