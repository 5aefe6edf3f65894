import type { Variation, VariationOption } from '@/framework/rest/types';

/** One attribute of a variable product (e.g. Size) with the values the product is offered in. */
export interface AttributeGroup {
  slug: string;
  name: string;
  values: { value: string; meta?: string | null }[];
}

/** The shopper's picks: attribute slug → value. */
export type Picked = Record<string, string>;

/** Groups a product's attribute values by `attribute.slug` (CONTRACT §4), keeping the product's order. */
export function groupVariations(variations: Variation[] = []): AttributeGroup[] {
  const groups = new Map<string, AttributeGroup>();
  for (const variation of variations) {
    const slug = variation.attribute?.slug ?? String(variation.attribute_id);
    let group = groups.get(slug);
    if (!group) {
      group = { slug, name: variation.attribute?.name ?? slug, values: [] };
      groups.set(slug, group);
    }
    if (!group.values.some((v) => v.value === variation.value)) {
      group.values.push({ value: variation.value, meta: variation.meta });
    }
  }
  return [...groups.values()];
}

function sameValues(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((value, index) => value === y[index]);
}

const valuesOf = (option: VariationOption) => option.options.map((o) => o.value);

/**
 * CONTRACT §4 selection rule: the option whose sorted `options[].value` equal the sorted picked values.
 * Nothing is selected until every attribute has a pick.
 */
export function findOption(options: VariationOption[] = [], picked: Picked): VariationOption | undefined {
  const wanted = Object.values(picked);
  if (wanted.length === 0) return undefined;
  return options.find((option) => sameValues(valuesOf(option), wanted));
}

/** An option the shop sells right now: not switched off by the vendor and with stock left. */
export function isOptionAvailable(option: VariationOption): boolean {
  return !option.is_disable && Number(option.quantity) > 0;
}

/**
 * Whether picking `value` for attribute `slug` can still lead to an available option, given what is picked
 * for the other attributes. Values that cannot are shown disabled.
 */
export function isValueAvailable(
  options: VariationOption[] = [],
  picked: Picked,
  slug: string,
  value: string,
): boolean {
  const others = Object.entries(picked)
    .filter(([key]) => key !== slug)
    .map(([, v]) => v);
  return options.some((option) => {
    if (!isOptionAvailable(option)) return false;
    const values = valuesOf(option);
    return values.includes(value) && others.every((v) => values.includes(v));
  });
}

/** First picks: attributes offered in a single value are chosen already (when that can be bought). */
export function initialPicks(groups: AttributeGroup[], options: VariationOption[] = []): Picked {
  const picked: Picked = {};
  for (const group of groups) {
    const only = group.values.length === 1 ? group.values[0] : undefined;
    if (only && isValueAvailable(options, {}, group.slug, only.value)) picked[group.slug] = only.value;
  }
  return picked;
}

/** A colour swatch needs a CSS colour in `meta` (e.g. "#1a237e"); anything else is shown as a text chip. */
export function swatchColour(meta: string | null | undefined): string | null {
  const value = meta?.trim() ?? '';
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? value : null;
}
