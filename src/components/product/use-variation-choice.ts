import { useMemo, useState } from 'react';
import type { Product, VariationOption } from '@/framework/rest/types';
import { type AttributeGroup, findOption, groupVariations, initialPicks, type Picked } from './variation';

export interface VariationChoice {
  groups: AttributeGroup[];
  picked: Picked;
  /** The option matching every pick (CONTRACT §4 rule), once each attribute has one. */
  option: VariationOption | undefined;
  /** Every attribute has a pick. */
  complete: boolean;
  pick: (slug: string, value: string) => void;
  clear: () => void;
}

/**
 * The shopper's choice of a variable product's option. Keep one per product: render the owner with
 * `key={product.id}` so a new product starts from fresh picks.
 */
export function useVariationChoice(product: Product): VariationChoice {
  const options = product.variation_options;
  const groups = useMemo(() => groupVariations(product.variations), [product.variations]);
  const [picked, setPicked] = useState<Picked>(() => initialPicks(groups, options));
  const variable = product.product_type === 'variable';
  return {
    groups,
    picked,
    option: variable ? findOption(options, picked) : undefined,
    complete: groups.every((group) => picked[group.slug] !== undefined),
    pick: (slug, value) => setPicked((current) => ({ ...current, [slug]: value })),
    clear: () => setPicked({}),
  };
}
