import { queryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { CATEGORY_LIMIT } from '@/config/constants';
import { call } from './call';
import type { Category } from './types';
import { useQuery } from './query';

/**
 * One choice in a product filter list (a category, tag, author, manufacturer or concern), reduced to what the
 * filter panel shows. Lists are reshaped at the boundary so the server-rendered page does not carry every
 * biography, picture and translation list of the catalogue in its HTML.
 */
export interface FilterOption {
  id: number;
  name: string;
  slug: string;
  count?: number;
  /** The product type it belongs to, when known (categories of all types are grouped by it). */
  group?: { slug: string; name: string };
  children?: FilterOption[];
}

/** Filter lists are short; the provider's page-size cap (100 on ours) is plenty for a side panel. */
export const FILTER_LIST_LIMIT = 100;

export function toFilterOption(item: {
  id: number;
  name: string;
  slug: string;
  products_count?: number;
  type?: { slug: string; name: string } | null;
}): FilterOption {
  const option: FilterOption = { id: item.id, name: item.name, slug: item.slug };
  if (typeof item.products_count === 'number') option.count = item.products_count;
  if (item.type) option.group = { slug: item.type.slug, name: item.type.name };
  return option;
}

/** Only top-level categories keep their type (children are grouped with their parent). */
function categoryOption(category: Category, topLevel = true): FilterOption {
  const option = toFilterOption(topLevel ? category : { ...category, type: null });
  if (category.children?.length) option.children = category.children.map((c) => categoryOption(c, false));
  return option;
}

/**
 * The category tree of the filter panel: top-level categories (`parent=null`) with their children, of one
 * product type or of all of them. Belongs with category.ts; kept here while that file has another owner.
 */
export const categoryFilterOptions = (type: string | undefined, language: string) =>
  queryOptions({
    queryKey: ['category-filter', type ?? null, language],
    queryFn: async () => {
      const page = await call('get', '/categories', {
        query: { type, parent: 'null', limit: CATEGORY_LIMIT, language },
      });
      return page.data.map((c) => categoryOption(c));
    },
    staleTime: 5 * 60_000,
  });

export function useCategoryFilterOptions(type?: string, enabled = true) {
  const { locale = 'en' } = useRouter();
  const { data, isLoading, error } = useQuery({ ...categoryFilterOptions(type, locale), enabled });
  return { options: data ?? [], isLoading: enabled && isLoading, error };
}
