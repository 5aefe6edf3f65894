import { useId } from 'react';
import type { ProductFacets } from '@/framework/rest/product-facets';
import { countsOf } from '@/framework/rest/product-facets';
import { useTranslation } from '@/lib/i18n/provider';
import { usePrice } from '@/lib/use-price';
import { FacetCountLabel } from './facet-count';
import { FilterSection } from './filter-section';
import { OptionList } from './option-list';

type Band = NonNullable<ProductFacets>['facets']['price'][number];
type AttributeGroup = NonNullable<ProductFacets>['facets']['attributes'][number];

/** The last band has no upper end worth showing ("$500.00 and over"). */
const OPEN_ENDED = 1_000_000;

function BandLabel({ band }: { band: Band }) {
  const { t } = useTranslation();
  const min = usePrice({ amount: band.min }).price;
  const max = usePrice({ amount: band.max }).price;
  return <>{band.max >= OPEN_ENDED ? t('text-price-band-over', { min }) : t('text-price-band', { min, max })}</>;
}

/**
 * Price bands with their counts (facets): choosing one sets the price range to it, choosing it again clears it.
 * The bands stay listed while one is chosen (they are counted without the price filter).
 */
export function PriceBands({
  bands,
  value,
  onApply,
}: {
  bands: readonly Band[];
  value?: [number, number];
  onApply: (price: [number, number] | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (bands.length === 0) return null;
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-xs font-medium text-gray-700">{t('text-price-bands')}</legend>
      <ul className="flex flex-col gap-2">
        {bands.map((band) => {
          const inputId = `${id}-${band.min}`;
          const checked = value?.[0] === band.min && value?.[1] === band.max;
          return (
            <li key={band.min} className="flex items-center gap-2">
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                onChange={(event) => onApply(event.target.checked ? [band.min, band.max] : undefined)}
                className="h-4 w-4 shrink-0 accent-accent"
              />
              <label htmlFor={inputId} className="cursor-pointer text-sm text-gray-800">
                <BandLabel band={band} />
              </label>
              <FacetCountLabel count={{ count: band.count, exact: band.count_exact !== false }} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * One section per product attribute (colour, size…) with its values and counts; values of one attribute combine
 * with "or", attributes with "and". `selected` holds `attribute:value` pairs.
 */
export function AttributeFacets({
  groups,
  selected,
  onChange,
}: {
  groups: readonly AttributeGroup[];
  selected: readonly string[];
  onChange: (selected: string[] | undefined) => void;
}) {
  return (
    <>
      {groups.map((group) => {
        const prefix = `${group.slug}:`;
        const mine = selected.filter((pair) => pair.startsWith(prefix)).map((pair) => pair.slice(prefix.length));
        const others = selected.filter((pair) => !pair.startsWith(prefix));
        // A chosen value the results no longer show keeps its box, so it can be cleared.
        const missing = mine.filter((slug) => !group.values.some((v) => v.slug === slug));
        const options = [...group.values, ...missing.map((slug) => ({ slug, name: slug }))].map((v, i) => ({
          id: i + 1,
          slug: v.slug,
          name: v.name,
        }));
        return (
          <FilterSection key={group.slug} title={group.name} defaultOpen={mine.length > 0}>
            <OptionList
              legend={group.name}
              mode="multiple"
              options={options}
              selected={mine}
              counts={countsOf(group.values)}
              onChange={(values) => {
                const next = [...others, ...values.map((v) => `${prefix}${v}`)];
                onChange(next.length ? next : undefined);
              }}
            />
          </FilterSection>
        );
      })}
    </>
  );
}
