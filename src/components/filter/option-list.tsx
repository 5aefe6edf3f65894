import { useId, useState } from 'react';
import type { FilterOption } from '@/framework/rest/filter-option';
import type { FacetCounts } from '@/framework/rest/product-facets';
import { useTranslation } from '@/lib/i18n/provider';
import { FacetCountLabel } from './facet-count';

interface OptionListProps {
  /** Group name for assistive technology (the section heading shows it visually). */
  legend: string;
  options: FilterOption[];
  selected: string[];
  /** `multiple`: checkboxes; `single`: radio buttons with a first "any" choice that clears the filter. */
  mode: 'multiple' | 'single';
  anyLabel?: string;
  onChange: (selected: string[]) => void;
  /** How many choices show before "Show all"; selected ones always show. */
  limit?: number;
  /**
   * Products per choice for the current results (facets): shown beside each choice, and a choice that would show
   * none is left out unless selected. Absent when the provider has no facets: every choice shows, uncounted.
   */
  counts?: FacetCounts;
}

/** A list of filter choices (tags, authors, manufacturers, concerns, types). */
export function OptionList({
  legend,
  options: all,
  selected,
  mode,
  anyLabel,
  onChange,
  limit = 8,
  counts,
}: OptionListProps) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const options = counts ? all.filter((o) => counts.has(o.slug) || selected.includes(o.slug)) : all;
  const long = options.length > limit;
  const visible = !long || expanded ? options : options.filter((o, i) => i < limit || selected.includes(o.slug));
  const toggle = (slug: string, checked: boolean) => {
    if (mode === 'single') onChange(checked && slug ? [slug] : []);
    else onChange(checked ? [...selected, slug] : selected.filter((s) => s !== slug));
  };
  const item = (slug: string, label: string) => {
    const inputId = `${id}-${slug || 'any'}`;
    const checked = slug ? selected.includes(slug) : selected.length === 0;
    return (
      <li key={slug || 'any'} className="flex items-center gap-2">
        <input
          id={inputId}
          type={mode === 'single' ? 'radio' : 'checkbox'}
          name={mode === 'single' ? id : undefined}
          value={slug}
          checked={checked}
          onChange={(event) => toggle(slug, event.target.checked)}
          className="h-4 w-4 shrink-0 accent-accent"
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm text-gray-800">
          {label}
        </label>
        {counts && slug ? <FacetCountLabel count={counts.get(slug)} /> : null}
      </li>
    );
  };
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul id={`${id}-list`} className="flex flex-col gap-2">
        {mode === 'single' && anyLabel ? item('', anyLabel) : null}
        {visible.map((o) => item(o.slug, o.name))}
      </ul>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 text-sm font-medium text-accent underline"
        >
          {expanded ? t('text-show-less') : t('text-show-all', { count: options.length })}
        </button>
      ) : null}
    </fieldset>
  );
}
