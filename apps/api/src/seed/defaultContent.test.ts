import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { conditionNames } from '@shop/contracts';
import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
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
