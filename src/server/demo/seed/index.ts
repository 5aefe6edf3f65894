import { sql } from 'drizzle-orm';
import { renderEbookPdf } from '../ebook-pdf';
import type { Db } from '../../db/client';
import { seedRuns, settings, shippingClasses, taxClasses } from '../../db/schema';
import { seedCatalogue } from './catalogue';
import { seedCatalogueExtras } from './catalogue-extras';
import { createSeedContext, type SeedContext } from './context';
import { seedRefundExtras } from './refunds';
import { seedShippingClasses, seedTaxClasses, settingsArabic, settingsOptions } from '../data/settings';
import { seedEngagement } from './engagement';
import { type DigitalFileToWrite, seedProductsStep } from './products';
import { seedVendors } from './vendors';
import { seedAuthors } from '../data/authors';
import type { ObjectStore } from '../../storage';

/**
 * The demo data as named steps, in order, each applied once and recorded in seed_runs under its name. A database
 * seeded by an earlier release has the steps that release had; starting this release applies only the ones it
 * lacks (tables a new release adds get their demo rows) and never touches what is there. A new release that adds
 * demo data adds a step at the end; a step is never changed once released (a fix is another step).
 */
export interface SeedStep {
  name: string;
  /**
   * Whether the step's rows are there already though the step is not recorded (a database seeded before steps
   * were recorded one by one, when 'demo-1' stood for everything then loaded): the step is then only recorded.
   */
  present?: (db: Db) => Promise<boolean>;
  run: (ctx: SeedContext) => Promise<DigitalFileToWrite[] | void>;
}

async function hasRows(db: Db, table: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from ${sql.identifier(table)}) as present`,
  )) as unknown as {
    rows: { present: boolean }[];
  };
  return Boolean(result.rows[0]?.present);
}

/** A settings row still naming the first demo's http://localhost:3000 addresses (as seeded, never an operator's). */
const SEEDED_LOCALHOST_LINK = sql`(options ->> 'siteLink' = 'http://localhost:3000'
  or options ->> 'externalLink' = 'http://localhost:3000/blog'
  or options #>> '{seo,canonicalUrl}' = 'http://localhost:3000'
  or options #>> '{contactDetails,website}' = 'http://localhost:3000')`;

export const SEED_STEPS: readonly SeedStep[] = [
  {
    // The first release's demo: settings, catalogue, shops, products (with the e-books' files), engagement.
    name: 'demo-1',
    run: async (ctx) => {
      const logo = ctx.picture('site-logo.webp', { motif: 'logo', label: 'PickBazar', shape: 'banner' });
      const collapseLogo = ctx.picture('site-logo-mark.webp', { motif: 'logo', label: 'P', shape: 'square' });
      const ogImage = ctx.picture('site-og.webp', {
        motif: 'banner',
        label: 'PickBazar',
        sublabel: 'Local shops, delivered',
        shape: 'banner',
      });
      const [tax] = await ctx.tx.insert(taxClasses).values(seedTaxClasses).returning({ id: taxClasses.id });
      const [shipping] = await ctx.tx
        .insert(shippingClasses)
        .values(seedShippingClasses)
        .returning({ id: shippingClasses.id });
      const en = settingsOptions(logo, collapseLogo, ogImage, { taxClass: tax!.id, shippingClass: shipping!.id });
      const ar = { ...en, ...settingsArabic, seo: { ...en.seo, ...settingsArabic.seo } };
      await ctx.tx.insert(settings).values([
        { language: 'en', options: en },
        { language: 'ar', options: ar },
      ]);
      await seedCatalogue(ctx);
      await seedVendors(ctx);
      const digital = await seedProductsStep(ctx);
      await seedEngagement(ctx);
      return digital;
    },
  },
  {
    // FAQs, terms and conditions, flash-sale campaigns (their tables came with migration 0006).
    name: 'catalogue-extras-1',
    present: async (db) => (await hasRows(db, 'faqs')) || (await hasRows(db, 'flash_sales')),
    run: seedCatalogueExtras,
  },
  {
    // Refund reasons and policies (migration 0007).
    name: 'refunds-1',
    present: (db) => hasRows(db, 'refund_reasons'),
    run: seedRefundExtras,
  },
  {
    // The first demo settings named http://localhost:3000 as the shop's address, blog and canonical URL, wrong on
    // any other port or host: those values, where still as seeded, give way to the site URL (no blog in the demo).
    name: 'settings-links-1',
    present: async (db) => {
      const result = (await db.execute(sql`
        select not exists (select 1 from settings where ${SEEDED_LOCALHOST_LINK}) as present`)) as unknown as {
        rows: { present: boolean }[];
      };
      return Boolean(result.rows[0]?.present);
    },
    run: async (ctx) => {
      const cleared = (path: string, seeded = 'http://localhost:3000') =>
        sql`case when options #>> ${path} = ${seeded} then 'null'::jsonb
          else coalesce(options #> ${path}, 'null'::jsonb) end`;
      await ctx.tx.execute(sql`
        update settings set options = jsonb_set(jsonb_set(jsonb_set(jsonb_set(options,
          '{siteLink}', ${cleared('{siteLink}')}),
          '{externalLink}', ${cleared('{externalLink}', 'http://localhost:3000/blog')}),
          '{seo,canonicalUrl}', ${cleared('{seo,canonicalUrl}')}),
          '{contactDetails,website}', ${cleared('{contactDetails,website}')})
        where ${SEEDED_LOCALHOST_LINK}`);
    },
  },
];

/** The newest step: what a database seeded by this release has. */
export const SEED_VERSION = SEED_STEPS[SEED_STEPS.length - 1]!.name;

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
  /** The steps to apply (tests load an earlier release's); default all of SEED_STEPS. */
  steps?: readonly SeedStep[];
}

export interface SeedResult {
  seeded: boolean;
  version: string;
  /** The steps this call applied (empty when the database had them all). */
  applied: string[];
}

/**
 * Loads the demo data's pending steps in one transaction: a database that has every step is left untouched, so
 * running it on every start (or twice by hand) never duplicates anything, and a database seeded by an earlier
 * release gets only what this one adds.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const steps = options.steps ?? SEED_STEPS;
  const done = new Set((await db.select({ version: seedRuns.version }).from(seedRuns)).map((r) => r.version));
  const pending = steps.filter((step) => !done.has(step.name));
  const version = steps[steps.length - 1]?.name ?? SEED_VERSION;
  if (pending.length === 0) return { seeded: false, version, applied: [] };

  const started = Date.now();
  const applied: string[] = [];
  const files = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const ctx = await createSeedContext(txDb, options.now);
    const digital: DigitalFileToWrite[] = [];
    for (const step of pending) {
      // Only a database that has the demo (some step recorded) can hold a step's rows unrecorded.
      const already = done.size > 0 && step.present ? await step.present(txDb) : false;
      if (!already) {
        digital.push(...((await step.run(ctx)) ?? []));
        applied.push(step.name);
      }
      await tx.insert(seedRuns).values({ version: step.name });
    }
    await ctx.flushPictures();
    return digital;
  });
  await writeDigitalFiles(options.privateFiles, files);
  if (applied.length > 0) log(`[seed] demo data ${applied.join(', ')} loaded in ${Date.now() - started} ms`);
  return { seeded: applied.length > 0, version, applied };
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
