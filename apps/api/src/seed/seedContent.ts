import type { Site } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { readingMinutes } from '../content/readingMinutes';
import { sanitizeContentHtml } from '../content/sanitizeContentHtml';
import type { Db } from '../db/createDatabase';
import { articles, conditions, testimonials } from '../db/schema';
import { articleImagePath, type ContentBySite } from './siteContent';

export interface SeedReport {
  articles: number;
  testimonials: number;
  conditions: number;
  /** Conditions whose earlier seeded text was replaced by a newer version (`ConditionSeed.replaces`). */
  conditionsUpdated: number;
}

/**
 * Inserts the content that is missing, keyed by site and slug (or name); rows already there are
 * left as they are, so running it at every start is safe and edits made in the database survive.
 * The one exception is a condition whose seed names the versions it `replaces`: a row still
 * holding one of those seeded texts gets the new one. Returns how many rows were added and updated.
 */
export async function seedContent(db: Db, content: ContentBySite): Promise<SeedReport> {
  const report: SeedReport = { articles: 0, testimonials: 0, conditions: 0, conditionsUpdated: 0 };
  for (const site of Object.keys(content) as Site[]) {
    const {
      articles: articleSeeds,
      testimonials: testimonialSeeds,
      conditions: conditionSeeds,
    } = content[site];
    if (articleSeeds.length > 0) {
      const added = await db
        .insert(articles)
        .values(
          articleSeeds.map((article) => {
            const contentHtml = sanitizeContentHtml(article.contentHtml);
            return {
              site,
              slug: article.slug,
              title: article.title,
              perex: article.perex,
              imagePath: articleImagePath(article.slug),
              contentHtml,
              topic: article.topic,
              readingMinutes: readingMinutes(contentHtml),
              readCount: article.readCount,
              publishedAt: new Date(article.publishedAt),
            };
          }),
        )
        .onConflictDoNothing({ target: [articles.site, articles.slug] })
        .returning({ id: articles.id });
      report.articles += added.length;
    }
    if (testimonialSeeds.length > 0) {
      const added = await db
        .insert(testimonials)
        .values(
          testimonialSeeds.map((testimonial) => ({
            site,
            slug: testimonial.slug,
            name: testimonial.name,
            city: testimonial.city,
            age: testimonial.age ?? null,
            label: testimonial.label,
            rating: testimonial.rating,
            title: testimonial.title,
            excerpt: testimonial.excerpt,
            contentHtml: sanitizeContentHtml(testimonial.contentHtml),
            publishedAt: new Date(testimonial.publishedAt),
          })),
        )
        .onConflictDoNothing({ target: [testimonials.site, testimonials.slug] })
        .returning({ id: testimonials.id });
      report.testimonials += added.length;
    }
    if (conditionSeeds.length > 0) {
      const added = await db
        .insert(conditions)
        .values(
          conditionSeeds.map((condition, position) => ({
            site,
            name: condition.name,
            title: condition.title,
            position,
            contentHtml: sanitizeContentHtml(condition.contentHtml),
            updatedAt: new Date(condition.updatedAt),
          })),
        )
        .onConflictDoNothing({ target: [conditions.site, conditions.name] })
        .returning({ id: conditions.id });
      report.conditions += added.length;
    }
    for (const condition of conditionSeeds) {
      if (!condition.replaces?.length) continue;
      const updated = await db
        .update(conditions)
        .set({
          title: condition.title,
          contentHtml: sanitizeContentHtml(condition.contentHtml),
          updatedAt: new Date(condition.updatedAt),
        })
        .where(
          and(
            eq(conditions.site, site),
            eq(conditions.name, condition.name),
            inArray(
              conditions.updatedAt,
              condition.replaces.map((version) => new Date(version)),
            ),
          ),
        )
        .returning({ id: conditions.id });
      report.conditionsUpdated += updated.length;
    }
  }
  return report;
}
