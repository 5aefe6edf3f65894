import { number, object, string } from 'yup';
import {
  parseNameList,
  parseSearch,
  parseSearchFields,
  type SearchOperator,
  SearchSyntaxError,
  type SearchTerm,
} from '@/shared/search-grammar';
import { AppError } from '../errors';

/** A validated list request (CONTRACT §3). */
export interface ListParams {
  search: SearchTerm[];
  searchFields: Record<string, SearchOperator>;
  searchJoin: 'and' | 'or';
  orderBy?: string;
  sortedBy?: 'asc' | 'desc';
  with?: string[];
  filter?: string[];
  limit?: number;
  page: number;
}

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const wholeNumber = (name: string) =>
  number()
    .typeError(`${name} must be a whole number`)
    .integer(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(Number.MAX_SAFE_INTEGER, `${name} is too large`);

/** The query parameters every list endpoint accepts; route definitions extend it with their own. */
export const listQuerySchema = object({
  search: string()
    .max(2000, 'search is longer than 2000 characters')
    .meta({ description: 'field:value pairs joined by ";" (CONTRACT §3)' }),
  searchJoin: string()
    .transform(lower)
    .oneOf(['and', 'or'], 'searchJoin must be "and" or "or"')
    .meta({ description: 'How search terms combine; default "or" (the shop sends "and")' }),
  searchFields: string()
    .max(500)
    .meta({ description: 'Per-field operator overrides: field:op;… with op one of =, like, in, between' }),
  orderBy: string().max(64).meta({ description: 'Sort column' }),
  sortedBy: string().transform(lower).oneOf(['asc', 'desc'], 'sortedBy must be "asc" or "desc"'),
  with: string().max(500).meta({ description: 'Relations to include, joined by ";"' }),
  filter: string().max(500).meta({
    description:
      'Only return these fields, joined by ";"; <relation>.<field> narrows an embedded relation where one allows it (a flash sale\'s products)',
  }),
  limit: wholeNumber('limit').meta({ description: 'Page size; values above the endpoint maximum are lowered to it' }),
  page: wholeNumber('page').max(1_000_000, 'page is too large'),
});

export type ListQuery = {
  search?: string;
  searchJoin?: string;
  searchFields?: string;
  orderBy?: string;
  sortedBy?: string;
  with?: string;
  filter?: string;
  limit?: number;
  page?: number;
};

/** Parses the grammar parts of an already schema-validated query. */
export function toListParams(query: ListQuery): ListParams {
  try {
    return {
      search: query.search ? parseSearch(query.search) : [],
      searchFields: query.searchFields ? parseSearchFields(query.searchFields) : {},
      searchJoin: query.searchJoin === 'and' ? 'and' : 'or',
      orderBy: query.orderBy?.trim() || undefined,
      sortedBy: query.sortedBy as 'asc' | 'desc' | undefined,
      with: query.with !== undefined ? parseNameList(query.with, 'with') : undefined,
      filter: query.filter ? parseNameList(query.filter, 'filter') : undefined,
      limit: query.limit,
      page: query.page ?? 1,
    };
  } catch (err) {
    if (err instanceof SearchSyntaxError) {
      throw new AppError('INVALID_QUERY', err.message, { errors: { [err.param]: [err.message] } });
    }
    throw err;
  }
}

/** A request with no grammar at all: the resource's defaults (for services that read one row themselves). */
export function listParams(extra: Partial<ListParams> = {}): ListParams {
  return { search: [], searchFields: {}, searchJoin: 'and', page: 1, ...extra };
}
