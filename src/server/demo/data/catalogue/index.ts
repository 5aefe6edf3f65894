import type { SeedCategory, SeedManufacturer, SeedProduct, SeedTag, SeedTypeCatalogue } from '../../seed/types';
import { bagsCatalogue } from './bags';
import { bakeryCatalogue } from './bakery';
import { booksCatalogue } from './books';
import { clothingCatalogue } from './clothing';
import { groceryCatalogue } from './grocery';
import { makeupCatalogue } from './makeup';

const catalogues: SeedTypeCatalogue[] = [
  groceryCatalogue,
  bakeryCatalogue,
  booksCatalogue,
  makeupCatalogue,
  clothingCatalogue,
  bagsCatalogue,
];

/** Category trees per type slug. */
export const seedCategories: Record<string, SeedCategory[]> = Object.fromEntries(
  catalogues.map((c) => [c.type, c.categories]),
);
export const seedTags: SeedTag[] = catalogues.flatMap((c) => c.tags.map((t) => ({ ...t, type: c.type })));
export const seedManufacturers: SeedManufacturer[] = catalogues.flatMap((c) =>
  c.manufacturers.map((m) => ({ ...m, type: c.type })),
);
export const seedProducts: SeedProduct[] = catalogues.flatMap((c) => c.products.map((p) => ({ ...p, type: c.type })));
