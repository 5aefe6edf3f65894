import { type SQL, sql } from 'drizzle-orm';
import { splitList } from '@/shared/search-grammar';
import { AppError } from '../../errors';
import type { SearchField, SearchValue } from '../../query/resource';

/**
 * The product attribute filter (issue 23 facets): `attribute:<attribute slug>:<value slug>[,<value slug>…]`,
 * e.g. `search=attribute:color:red,navy;attribute:size:m`. A product matches when it is offered in one of the
 * values (product_attribute_values); two `attribute` terms joined with searchJoin=and narrow by both attributes.
 * Only the first ':' separates the field, so the compiler hands over `color:red` and `navy` for `in`, or the whole
 * text for `=`; both are read back into one attribute and its values.
 */
export interface AttributeTerm {
  attribute: string;
  values: string[];
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,120}$/i;

export function parseAttributeTerm(raw: string): AttributeTerm {
  const colon = raw.indexOf(':');
  const attribute = colon > 0 ? raw.slice(0, colon).trim() : '';
  const values = colon > 0 ? splitList(raw.slice(colon + 1)) : [];
  if (!SLUG.test(attribute) || values.length === 0 || !values.every((v) => SLUG.test(v))) {
    const message = `search: attribute needs an attribute slug and its value slugs, as attribute:color:red,navy (got "${raw}").`;
    throw new AppError('INVALID_QUERY', message, { errors: { search: [message] } });
  }
  return { attribute, values };
}

const joinValues = (values: SearchValue[]) => values.map(String).join(',');

/** Products offered in one of the attribute's values; the value ids are found once per statement. */
export function attributeCondition(term: AttributeTerm): SQL {
  return sql`exists (select 1 from product_attribute_values pav where pav.product_id = p.id
    and pav.attribute_value_id = any(array(select av.id from attribute_values av join attributes a on a.id = av.attribute_id
      where a.slug = ${term.attribute}::text and av.slug = any(${sql.param(term.values)}::text[]))))`;
}

export const attributeField: SearchField = {
  kind: 'text',
  ops: ['in', '='],
  where: (_op, values) => attributeCondition(parseAttributeTerm(joinValues(values))),
};

/** The attribute slug of a search term's value (`color:red,navy` → color), for grouping terms by attribute. */
export function attributeOfTerm(value: string): string {
  return parseAttributeTerm(value).attribute;
}
