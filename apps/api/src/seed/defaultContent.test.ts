import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { conditionNames } from '@shop/contracts';
import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import { shippingMethods } from '@shop/order-form';
import { describe, expect, it } from 'vitest';
import { findUp } from '../findUp';
import { defaultContent } from './defaultContent';
import { articleImagePath } from './siteContent';

const skFooter = await skLazyMessages.siteFooter();
const csFooter = await csLazyMessages.siteFooter();
const repoRoot = findUp(import.meta.dirname, 'pnpm-workspace.yaml') ?? process.cwd();
const words = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe.each(Object.entries(defaultContent))('default content of %s', (_, content) => {
  it('has at least 8 articles of 250 to 500 words with unique slugs and existing small images', () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(content.articles.map((article) => article.slug)).size).toBe(content.articles.length);
    for (const article of content.articles) {
      expect(words(article.contentHtml), article.slug).toBeGreaterThanOrEqual(250);
      expect(words(article.contentHtml), article.slug).toBeLessThanOrEqual(500);
      const image = join(repoRoot, 'packages/site/public', articleImagePath(article.slug));
      expect(existsSync(image), image).toBe(true);
      expect(statSync(image).size).toBeLessThan(20_000);
    }
  });

  it('has at least 12 reviews with every label', () => {
    expect(content.testimonials.length).toBeGreaterThanOrEqual(12);
    expect(new Set(content.testimonials.map((review) => review.label))).toEqual(
      new Set(['verified-customer', 'partner', 'unverified-customer']),
    );
  });

  it('has every condition document', () => {
    expect(content.conditions.map((condition) => condition.name).sort()).toEqual([...conditionNames].sort());
  });
});

describe('the reviews conditions and the footer agree', () => {
  it.each([
    ['sk', skFooter.reviewsPopup.verifiedCustomer, 'zákazníckeho čísla a objednávky'],
    ['cz', csFooter.reviewsPopup.verifiedCustomer, 'zákaznického čísla a objednávky'],
  ] as const)('on how a %s review is verified', (site, popupText, howVerified) => {
    const reviews = defaultContent[site].conditions.find((condition) => condition.name === 'reviews');
    expect(reviews?.contentHtml).toContain(howVerified);
    expect(popupText).toContain(howVerified);
  });

  it('spell the Slovak reviews conditions right', () => {
    const reviews = defaultContent.sk.conditions.find((condition) => condition.name === 'reviews');
    expect(reviews?.contentHtml).toContain('začiatočné písmeno priezviska');
  });
});

/** Every string of a catalog namespace, however deeply it is nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** "do 2 pracovných dní" gives ['2']; "1 až 3 pracovné dni" gives ['1–3']. */
function workingDays(text: string): string[] {
  const counts = /(\d+)(?:\s*(?:až|–|-)\s*(\d+))?\s+pracovn\S*\s+(?:dní|dnů|dni|dny)/g;
  return [...text.matchAll(counts)].map(([, from, to]) => (to ? `${from}–${to}` : `${from}`));
}

describe.each([
  ['sk', skLazyMessages],
  ['cz', csLazyMessages],
] as const)('delivery times on the %s site', (site, lazyMessages) => {
  const conditionsHtml = (name: string) =>
    defaultContent[site].conditions.find((condition) => condition.name === name)?.contentHtml ?? '';

  it('are the same everywhere: dispatch within 2 working days, delivery in 1 to 3', async () => {
    const footer = await lazyMessages.siteFooter();
    const texts = [
      ...defaultContent[site].conditions.map((condition) => condition.contentHtml),
      ...stringsOf(footer.panels),
      ...stringsOf(await lazyMessages.orderPages()),
      ...stringsOf(await lazyMessages.outcomePages()),
    ];
    const said = new Set(texts.flatMap(workingDays));
    expect([...said].sort()).toEqual(['1–3', '2']);
  });

  it.each([
    ['the delivery and payment conditions', async () => conditionsHtml('delivery-payment')],
    ['the terms', async () => conditionsHtml('terms')],
    ['the footer’s panel', async () => (await lazyMessages.siteFooter()).panels.delivery.join(' ')],
  ])('are both named in %s', async (_, text) => {
    expect(workingDays(await text()).sort()).toEqual(['1–3', '2']);
  });
});

describe.each([
  ['sk', skLazyMessages],
  ['cz', csLazyMessages],
] as const)('the %s delivery and payment conditions', (site, lazyMessages) => {
  it('name every carrier the order form offers', async () => {
    const form = await lazyMessages.orderForm();
    const conditions = defaultContent[site].conditions.find(
      (condition) => condition.name === 'delivery-payment',
    );
    // A method's name is "{carrier} – {way}", e.g. "Zásilkovna – výdejní místo".
    const carriers = new Set(
      shippingMethods.map((method) => form.shipping[method.texts].name.split(' – ')[0] ?? ''),
    );
    expect(carriers.size).toBe(new Set(shippingMethods.map((method) => method.carrier)).size);
    for (const carrier of carriers) expect(conditions?.contentHtml).toContain(carrier);
  });
});
