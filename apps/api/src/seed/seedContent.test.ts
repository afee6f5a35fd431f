import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conditions } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { seedContent } from './seedContent';
import type { ConditionSeed, ContentBySite } from './siteContent';

function contentWith(condition: ConditionSeed): ContentBySite {
  return {
    sk: { articles: [], testimonials: [], conditions: [condition] },
    cz: { articles: [], testimonials: [], conditions: [] },
  };
}

const firstVersion: ConditionSeed = {
  name: 'delivery-payment',
  title: 'Doprava a platba',
  updatedAt: '2025-01-01T00:00:00Z',
  contentHtml: '<p>Objednávky odosielame spravidla do 3 pracovných dní.</p>',
};

const secondVersion: ConditionSeed = {
  ...firstVersion,
  updatedAt: '2026-12-01T00:00:00Z',
  replaces: [firstVersion.updatedAt],
  contentHtml: '<p>Objednávky odosielame zvyčajne do 2 pracovných dní.</p>',
};

describe.each(testBackends())('seeding conditions on $name', (backend) => {
  let opened: TestDatabase | undefined;
  // Opening the first database of a worker builds its migrated image: a hook's time, not a test's.
  beforeEach(async () => {
    opened = await backend.open();
  });
  afterEach(() => opened?.dispose());

  async function storedDeliveryPayment() {
    const [row] = await opened!.database.db
      .select({ contentHtml: conditions.contentHtml, updatedAt: conditions.updatedAt })
      .from(conditions)
      .where(and(eq(conditions.site, 'sk'), eq(conditions.name, 'delivery-payment')));
    return row;
  }

  it('replaces the text an earlier seed wrote with the version that names it', async () => {
    const { db } = opened!.database;
    await seedContent(db, contentWith(firstVersion));
    expect(await seedContent(db, contentWith(secondVersion))).toMatchObject({
      conditions: 0,
      conditionsUpdated: 1,
    });
    expect(await storedDeliveryPayment()).toEqual({
      contentHtml: secondVersion.contentHtml,
      updatedAt: new Date(secondVersion.updatedAt),
    });
    // Once replaced, the next start finds nothing to do.
    expect(await seedContent(db, contentWith(secondVersion))).toMatchObject({ conditionsUpdated: 0 });
  });

  it('keeps a text edited in the database since', async () => {
    const { db } = opened!.database;
    await seedContent(db, contentWith(firstVersion));
    const edited = {
      contentHtml: '<p>Upravené v databáze.</p>',
      updatedAt: new Date('2026-03-01T00:00:00Z'),
    };
    await db
      .update(conditions)
      .set(edited)
      .where(and(eq(conditions.site, 'sk'), eq(conditions.name, 'delivery-payment')));
    expect(await seedContent(db, contentWith(secondVersion))).toMatchObject({ conditionsUpdated: 0 });
    expect(await storedDeliveryPayment()).toEqual(edited);
  });
});
