import { cs, csLazyMessages } from '@shop/i18n/cs';
import { sk, skLazyMessages } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { createSite } from '../createSite';
import { type PageAssets, renderPage } from '../server';
import { czWebsite, skWebsite } from '../test/websites';
import { configFixture, jsonResponse, PAYMENT_ORDER_ID, paymentFixture } from './test/orderFixtures';

const skOrderPages = await skLazyMessages.orderPages();
const skOutcomePages = await skLazyMessages.outcomePages();
const skFooterTexts = await skLazyMessages.siteFooter();
const skHomeTexts = await skLazyMessages.homePage();
const csHomeTexts = await csLazyMessages.homePage();

type Behaviour = 'ok' | 'down' | 'paid';

/** A stand-in for the order API: config per offer (`duo` and the page offers), payments by id. */
function fakeApi(behaviour: Behaviour = 'ok') {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://site.test');
    calls.push(url.pathname + url.search);
    if (behaviour === 'down') return jsonResponse({ error: 'unavailable' }, 503);
    if (url.pathname === '/api/order-form/config') {
      const offer = url.searchParams.get('offer') ?? '';
      if (!['free-trial', 'sample', 'single', 'yearly', 'duo'].includes(offer)) {
        return jsonResponse({ error: 'offer_not_found' }, 404);
      }
      return jsonResponse(configFixture(offer, offer === 'duo' ? { title: 'Nordlys Duo: dve balenia' } : {}));
    }
    if (url.pathname === `/api/orders/${PAYMENT_ORDER_ID}/payment`) {
      return jsonResponse(paymentFixture(behaviour === 'paid' ? { state: 'paid', payable: false } : {}));
    }
    return jsonResponse({ error: 'order_not_found' }, 404);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const assets: PageAssets = {
  buildId: 'b1',
  scripts: [{ src: '/assets/entry.js' }],
  stylesheets: [],
  modulePreloads: [],
};
const skSite = createSite({ website: skWebsite, locale: 'sk', messages: sk, lazyMessages: skLazyMessages });
const czSite = createSite({ website: czWebsite, locale: 'cs', messages: cs, lazyMessages: csLazyMessages });
const render = (path: string, api = fakeApi(), site = skSite) =>
  renderPage(site, new Request(`http://localhost${path}`), { assets, nonce: 'n0nce', fetch: api.fetch });

const skPhones = skWebsite.phoneNumbers;

describe('order pages rendered on the server', () => {
  it('renders /objednavka with the single pack’s form in the first HTML and its head', async () => {
    const api = fakeApi();
    const page = await render('/objednavka', api);
    expect(page.status).toBe(200);
    expect(api.calls).toContain('/api/order-form/config?offer=single');
    expect(page.html).toContain('data-layout="orderpage"');
    expect(page.html).toContain('<form');
    expect(page.html).toContain((await skLazyMessages.orderForm()).buttons.toDelivery);
    expect(page.html).toContain('<title>Objednávka | nordlys.sk</title>');
    expect(page.html).toContain('<link rel="canonical" href="https://www.nordlys.sk/objednavka"');
    expect(page.html).toContain('property="og:title" content="Objednávka | nordlys.sk"');
    expect(page.html).toContain(`href="tel:${skPhones.default.raw}"`);
  });

  it.each([
    ['/k2zadarmo', 'free-trial', 'orderpage', skPhones.trialPage],
    ['/mesiack2zadarmo', 'free-trial', 'orderpage', skPhones.trialPage],
    ['/skusobny-balicek-ponuka', 'sample', 'orderpage', skPhones.trialPage],
    ['/rocnek2', 'yearly', 'year', skPhones.annualPage],
    ['/rocnynordlys', 'yearly', 'year', skPhones.annualPage],
    ['/nordlys-rocne-balenie', 'yearly', 'year', skPhones.annualPage],
    ['/testrocka', 'yearly', 'year', skPhones.annualPage],
  ])(
    'renders %s with the %s offer, the %s layout and its own phone line',
    async (path, offer, layout, phone) => {
      const api = fakeApi();
      const page = await render(path, api);
      expect(page.status).toBe(200);
      expect(api.calls).toContain(`/api/order-form/config?offer=${offer}`);
      expect(page.html).toContain(`data-layout="${layout}"`);
      expect(page.html).toContain('<form');
      expect(page.html).toContain(`href="tel:${phone.raw}"`);
      expect(page.html).toContain(`<link rel="canonical" href="https://www.nordlys.sk${path}"`);
    },
  );

  it('shows SPEC’s configuration error with contacts when the configuration cannot be loaded', async () => {
    const page = await render('/k2zadarmo', fakeApi('down'));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<form');
    expect(page.html).toContain(sk.errors.orderForm.config);
    expect(page.html).toContain(skPhones.trialPage.readable);
    expect(page.html).toContain('info@nordlys.sk');
  });

  it('renders the Czech configuration error in Czech', async () => {
    const page = await render('/objednavka', fakeApi('down'), czSite);
    expect(page.html).toContain('Nelze načíst konfiguraci objednávkového formuláře');
    expect(page.html).toContain('info@nordlys.cz');
  });

  it('names an offer page after its offer', async () => {
    const page = await render('/nabidka/duo');
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-layout="default"');
    expect(page.html).toContain('<title>Ponuka Nordlys Duo: dve balenia | nordlys.sk</title>');
    expect(page.html).toContain('<h1 class="site-OrderPage-title">Nordlys Duo: dve balenia</h1>');
  });

  it.each(['/nabidka/neznama', '/nabidka/ZLA_PONUKA'])('%s is the not-found view', async (path) => {
    const page = await render(path);
    expect(page.status).toBe(404);
    expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
  });
});

describe('outcome and landing pages', () => {
  it.each([
    ['/dakujeme-za-objednavku', 'thankpage', skOutcomePages.thankYou.heading, skPhones.default],
    [
      '/dakujeme-za-objednavku-rocneho-balenie',
      'thankpage-subscription',
      skOutcomePages.thankYouYearly.heading,
      skPhones.annualPage,
    ],
    ['/objednavka-zamietnuta', 'infopage', skOutcomePages.rejected.heading, skPhones.default],
    ['/objednavka-vzorky-zamietnuta', 'infopage', skOutcomePages.sampleRejected.heading, skPhones.trialPage],
    [
      '/objednavka-rocneho-balenie-zamietnuta',
      'infopage',
      skOutcomePages.yearlyRejected.heading,
      skPhones.annualPage,
    ],
    ['/platba-ceka', 'plainpage', skOutcomePages.paymentPending.heading, skPhones.default],
  ])('renders %s in the %s layout', async (path, layout, heading, phone) => {
    const page = await render(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-layout="${layout}"`);
    expect(page.html).toContain(heading);
    expect(page.html).toContain(skOrderPages.nextSteps.title);
    expect(page.html).toContain(`href="tel:${phone.raw}"`);
    expect(page.html).toContain(`<link rel="canonical" href="https://www.nordlys.sk${path}"`);
  });

  it.each([
    '/dekujeme-za-objednavku-rocniho-baleni',
    '/objednavka-zamitnuta',
    '/objednavka-vzorku-zamitnuta',
    '/objednavka-rocniho-baleni-zamitnuta',
  ])('serves the Czech address %s on the Czech site', async (path) => {
    const page = await render(path, fakeApi(), czSite);
    expect(page.status).toBe(200);
    expect(page.html).toContain('| nordlys.cz</title>');
  });

  it('offers to pay a cancelled payment again when the gateway names the order', async () => {
    const page = await render(`/platba-zrusena?order=${PAYMENT_ORDER_ID}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-layout="plainpage"');
    expect(page.html).toContain(`href="/dodatecna-platba-kartou/${PAYMENT_ORDER_ID}"`);
    expect(page.html).toContain(skOutcomePages.paymentCancelled.retry);
  });

  it('asks to call about a cancelled payment without an order', async () => {
    const page = await render('/platba-zrusena');
    expect(page.html).toContain(skOutcomePages.paymentCancelled.noOrder);
    expect(page.html).not.toContain('/dodatecna-platba-kartou/');
  });

  it.each([
    ['/skusobny-balicek', '/skusobny-balicek-ponuka'],
    ['/k2zadarmo/home', '/k2zadarmo'],
    ['/mesiack2zadarmo/home', '/mesiack2zadarmo'],
  ])('leads from the landing page %s to %s', async (path, orderPath) => {
    const page = await render(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-layout="default"');
    expect(page.html).toContain(`href="${orderPath}"`);
    expect(page.html).toContain(`href="tel:${skPhones.trialPage.raw}"`);
  });
});

describe('the hero’s picture', () => {
  /** The hero's `<img>`, the page's LCP element. */
  function heroImageOf(html: string): string {
    return html.match(/<img [^>]*class="shop-Image site-(?:HomeHero|OrderLanding)-image"[^>]*>/)?.[0] ?? '';
  }

  it.each([
    ['/', 'k2-30'],
    ['/k2zadarmo/home', 'k2-30'],
    ['/mesiack2zadarmo/home', 'k2-30'],
    ['/skusobny-balicek', 'sample-10'],
  ] as const)('on %s shows the pack it sells, %s, named and loaded first', async (path, pack) => {
    const image = heroImageOf((await render(path)).html);
    expect(image).toContain(`/images/packs/${pack}.webp"`);
    expect(image).toContain(`alt="${skHomeTexts.packImageAlt[pack].replace('{productName}', 'Nordlys')}"`);
    expect(image).toMatch(/ fetchpriority="high"/i);
    expect(image).toContain('width="480" height="480"');
  });

  it('names the pack in Czech on the Czech site', async () => {
    const image = heroImageOf((await render('/skusobny-balicek', fakeApi(), czSite)).html);
    expect(image).toContain(
      `alt="${csHomeTexts.packImageAlt['sample-10'].replace('{productName}', 'Nordlys')}"`,
    );
  });
});

describe('the pre-footer’s call block', () => {
  /** The pre-footer section of a page, or null when its layout has none. */
  function preFooterOf(html: string): string | null {
    const start = html.indexOf('class="site-PreFooter"');
    return start < 0 ? null : html.slice(start, html.indexOf('</section>', start));
  }

  it.each([
    ['/skusobny-balicek', skPhones.trialPage],
    ['/k2zadarmo/home', skPhones.trialPage],
    ['/mesiack2zadarmo/home', skPhones.trialPage],
    ['/nabidka/duo', skPhones.default],
    ['/rocnek2', skPhones.annualPage],
    ['/dakujeme-za-objednavku', skPhones.default],
    ['/dakujeme-za-objednavku-rocneho-balenie', skPhones.annualPage],
  ])('names the own line of %s', async (path, phone) => {
    const preFooter = preFooterOf((await render(path)).html);
    expect(preFooter).toContain(`href="tel:${phone.raw}"`);
    expect(preFooter).toContain(phone.readable);
    expect(preFooter).toContain(skFooterTexts.preFooter.callTitle);
  });

  it('names the Czech trial line on a Czech landing page', async () => {
    const preFooter = preFooterOf((await render('/k2zadarmo/home', fakeApi(), czSite)).html);
    expect(preFooter).toContain(`href="tel:${czWebsite.phoneNumbers.trialPage.raw}"`);
  });

  it.each(['/objednavka', '/k2zadarmo', '/objednavka-zamietnuta', '/platba-ceka'])(
    'is left out of %s, which keeps the shopper on the task',
    async (path) => {
      expect(preFooterOf((await render(path)).html)).toBeNull();
    },
  );
});

describe('the “call us” block', () => {
  /** How often a heading or paragraph of the page reads `text`. */
  const shown = (html: string, text: string) => html.split(`>${text}<`).length - 1;

  it.each([
    ['/objednavka', skPhones.default],
    ['/k2zadarmo', skPhones.trialPage],
    ['/skusobny-balicek', skPhones.trialPage],
    ['/k2zadarmo/home', skPhones.trialPage],
    ['/nabidka/duo', skPhones.default],
    ['/rocnek2', skPhones.annualPage],
    ['/dakujeme-za-objednavku', skPhones.default],
    ['/dakujeme-za-objednavku-rocneho-balenie', skPhones.annualPage],
    ['/objednavka-vzorky-zamietnuta', skPhones.trialPage],
    ['/platba-ceka', skPhones.default],
    [`/dodatecna-platba-kartou/${PAYMENT_ORDER_ID}`, skPhones.default],
  ])('shows once on %s, with the page’s own line', async (path, phone) => {
    const { html } = await render(path);
    expect(skOrderPages.contacts.title).toBe(skFooterTexts.preFooter.callTitle);
    expect(shown(html, skFooterTexts.preFooter.callTitle)).toBe(1);
    expect(html).toContain(`href="tel:${phone.raw}"`);
  });
});

describe('additional card payment page', () => {
  const path = `/dodatecna-platba-kartou/${PAYMENT_ORDER_ID}`;

  it('offers to pay an unpaid order', async () => {
    const page = await render(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-layout="infopage"');
    expect(page.html).toContain('SK-0000042');
    // The amount the API answers is in the text and on the button.
    expect(page.html).toContain('Zaplatiť kartou 24,90\u00a0€');
    expect(page.html).toMatch(/SK-0000042 v sume 24,90\u00a0€/);
  });

  it('says clearly that a paid order is paid', async () => {
    const page = await render(path, fakeApi('paid'));
    expect(page.html).toContain(skOutcomePages.additionalPayment.paidHeading);
    expect(page.html).not.toContain('Zaplatiť kartou');
  });

  it.each([
    '/dodatecna-platba-kartou/9f1c2a3b-0000-4000-8000-000000000000',
    '/dodatecna-platba-kartou/nie-je-id',
  ])('%s is the not-found view', async (unknown) => {
    const page = await render(unknown);
    expect(page.status).toBe(404);
    expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
  });
});
