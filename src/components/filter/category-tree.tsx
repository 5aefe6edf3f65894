import { useId, useState } from 'react';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import type { FilterOption } from '@/framework/rest/filter-option';
import type { FacetCounts } from '@/framework/rest/product-facets';
import { useTranslation } from '@/lib/i18n/provider';
import { FacetCountLabel } from './facet-count';

interface CategoryTreeProps {
  legend: string;
  categories: FilterOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** Products per category for the current results (facets), shown beside each; absent without facets. */
  counts?: FacetCounts;
  /** How many top-level categories show before "Show all"; chosen ones (or with a chosen child) always show. */
  limit?: number;
}

interface Group {
  slug: string;
  name?: string;
  categories: FilterOption[];
}

/** Categories of several product types are grouped under the type's name; one type needs no grouping. */
function groupByType(categories: FilterOption[]): Group[] {
  const groups: Group[] = [];
  for (const category of categories) {
    const slug = category.group?.slug ?? '';
    let group = groups.find((g) => g.slug === slug);
    if (!group) groups.push((group = { slug, name: category.group?.name, categories: [] }));
    group.categories.push(category);
  }
  return groups;
}

function hasSelected(category: FilterOption, selected: string[]): boolean {
  return selected.includes(category.slug) || Boolean(category.children?.some((c) => hasSelected(c, selected)));
}

/**
 * The category tree with checkboxes: top-level categories, their sub-categories behind a toggle. A long tree shows
 * its first `limit` top-level categories (the facets list those with the most products first) and "Show all".
 */
export function CategoryTree({ legend, categories: all, selected, onChange, counts, limit = 8 }: CategoryTreeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = all.length > limit;
  const categories = !long || expanded ? all : all.filter((c, i) => i < limit || hasSelected(c, selected));
  const toggle = (slug: string, checked: boolean) =>
    onChange(checked ? [...selected, slug] : selected.filter((s) => s !== slug));
  const groups = groupByType(categories);
  const list = (items: FilterOption[]) => (
    <ul className="flex flex-col gap-2">
      {items.map((c) => (
        <CategoryNode key={c.id} category={c} idPrefix={id} selected={selected} onToggle={toggle} counts={counts} />
      ))}
    </ul>
  );
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      {groups.length > 1 ? (
        <div className="flex flex-col gap-4">
          {groups.map((g) => (
            <fieldset key={g.slug}>
              <legend className="mb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">
                {g.name ?? g.slug}
              </legend>
              {list(g.categories)}
            </fieldset>
          ))}
        </div>
      ) : (
        list(categories)
      )}
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 text-sm font-medium text-accent underline"
        >
          {expanded ? t('text-show-less') : t('text-show-all', { count: all.length })}
        </button>
      ) : null}
    </fieldset>
  );
}

interface CategoryNodeProps {
  category: FilterOption;
  idPrefix: string;
  selected: string[];
  onToggle: (slug: string, checked: boolean) => void;
  counts?: FacetCounts;
}

function CategoryNode({ category, idPrefix, selected, onToggle, counts }: CategoryNodeProps) {
  const { t } = useTranslation();
  const children = category.children ?? [];
  const [open, setOpen] = useState(() => children.some((c) => hasSelected(c, selected)));
  const inputId = `${idPrefix}-${category.slug}`;
  const childrenId = `${inputId}-children`;
  return (
    <li>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="checkbox"
          value={category.slug}
          checked={selected.includes(category.slug)}
          onChange={(event) => onToggle(category.slug, event.target.checked)}
          className="h-4 w-4 shrink-0 accent-accent"
        />
        <label htmlFor={inputId} className="flex-1 cursor-pointer text-sm text-gray-800">
          {category.name}
        </label>
        {counts ? <FacetCountLabel count={counts.get(category.slug)} /> : null}
        {children.length ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t('text-subcategories-of', { name: category.name })}
            onClick={() => setOpen((o) => !o)}
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded text-gray-600 hover:bg-gray-100 hover:text-accent"
          >
            <ChevronIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-90' : 'rtl:rotate-180'}`} />
          </button>
        ) : null}
      </div>
      {children.length && open ? (
        <ul id={childrenId} className="ms-2 mt-2 flex flex-col gap-2 border-s border-gray-200 ps-4">
          {children.map((c) => (
            <CategoryNode
              key={c.id}
              category={c}
              idPrefix={idPrefix}
              selected={selected}
              onToggle={onToggle}
              counts={counts}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
