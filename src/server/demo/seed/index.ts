import { eq } from 'drizzle-orm';
import { renderEbookPdf } from '../ebook-pdf';
import type { Db } from '../../db/client';
import { seedRuns, settings, shippingClasses, taxClasses } from '../../db/schema';
import { seedCatalogue } from './catalogue';
import { seedCatalogueExtras } from './catalogue-extras';
import { createSeedContext } from './context';
import { seedRefundExtras } from './refunds';
import { seedShippingClasses, seedTaxClasses, settingsArabic, settingsOptions } from '../data/settings';
import { seedEngagement } from './engagement';
import { type DigitalFileToWrite, seedProductsStep } from './products';
import { seedVendors } from './vendors';
import { seedAuthors } from '../data/authors';
import type { ObjectStore } from '../../storage';

/** Bump when the demo data changes shape; an existing database keeps the version it was seeded with. */
export const SEED_VERSION = 'demo-1';

/** Whether the demo data was ever loaded into this database (any version). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db.select({ version: seedRuns.version }).from(seedRuns).limit(1);
  return rows.length > 0;
}

export interface SeedOptions {
  /** The private store, where digital products' files are written (never served directly). */
  privateFiles: ObjectStore;
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  version: string;
}

/**
 * Loads the demo catalogue in one transaction, once: a database that already has this seed version is left
 * untouched, so running it on every start (or twice by hand) never duplicates anything.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const done = await db.select().from(seedRuns).where(eq(seedRuns.version, SEED_VERSION));
  if (done.length > 0) return { seeded: false, version: SEED_VERSION };

  const started = Date.now();
  const files = await db.transaction(async (tx) => {
    const ctx = await createSeedContext(tx as unknown as Db, options.now);
    const logo = ctx.picture('site-logo.webp', { motif: 'logo', label: 'PickBazar', shape: 'banner' });
    const collapseLogo = ctx.picture('site-logo-mark.webp', { motif: 'logo', label: 'P', shape: 'square' });
    const ogImage = ctx.picture('site-og.webp', {
      motif: 'banner',
      label: 'PickBazar',
      sublabel: 'Local shops, delivered',
      shape: 'banner',
    });
    const [tax] = await tx.insert(taxClasses).values(seedTaxClasses).returning({ id: taxClasses.id });
    const [shipping] = await tx
      .insert(shippingClasses)
      .values(seedShippingClasses)
      .returning({ id: shippingClasses.id });
    const en = settingsOptions(logo, collapseLogo, ogImage, { taxClass: tax!.id, shippingClass: shipping!.id });
    const ar = { ...en, ...settingsArabic, seo: { ...en.seo, ...settingsArabic.seo } };
    await tx.insert(settings).values([
      { language: 'en', options: en },
      { language: 'ar', options: ar },
    ]);
    await seedCatalogue(ctx);
    await seedVendors(ctx);
    const digital = await seedProductsStep(ctx);
    await seedEngagement(ctx);
    await seedCatalogueExtras(ctx);
    await seedRefundExtras(ctx);
    await ctx.flushPictures();
    await tx.insert(seedRuns).values({ version: SEED_VERSION });
    return digital;
  });
  await writeDigitalFiles(options.privateFiles, files);
  log(`[seed] demo data ${SEED_VERSION} loaded in ${Date.now() - started} ms`);
  return { seeded: true, version: SEED_VERSION };
}

async function writeDigitalFiles(store: ObjectStore, files: DigitalFileToWrite[]): Promise<void> {
  const authorNames = new Map(seedAuthors.map((a) => [a.slug, a.name]));
  for (const file of files) {
    if (await store.exists(file.storagePath)) continue;
    const pdf = renderEbookPdf({
      title: file.product.name,
      author: file.product.author ? (authorNames.get(file.product.author) ?? '') : '',
      paragraphs: [file.product.description],
    });
    // Stores write atomically, so a reader never sees half a file even if two processes seed at once.
    await store.put(file.storagePath, pdf, { contentType: 'application/pdf' });
  }
}
