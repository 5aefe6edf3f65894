import { type SQL, sql } from 'drizzle-orm';
import { jsonObject, servedLanguage, tr, translatedLanguages } from '../../query/sql-json';

/** Variation prices travel as strings with two decimals ("28.00"), as the provider sends them. */
function priceText(cents: SQL): SQL {
  return sql`(${cents} / 100.0)::numeric(12, 2)::text`;
}

function attributeObject(language: string): SQL {
  const value = jsonObject([
    ['id', sql`av2.id`],
    ['slug', sql`av2.slug`],
    ['attribute_id', sql`av2.attribute_id`],
    ['value', tr('av2', 'value', language)],
    ['meta', sql`av2.meta`],
  ]);
  return jsonObject([
    ['id', sql`a.id`],
    ['slug', sql`a.slug`],
    ['name', tr('a', 'name', language)],
    [
      'values',
      sql`(select json_agg(${value} order by av2.id) from attribute_values av2 where av2.attribute_id = a.id)`,
    ],
  ]);
}

/**
 * `variations`: the attribute values the product is offered in, each with its attribute and all of that
 * attribute's values (the storefront groups them by attribute.slug).
 */
export function variationsArray(language: string): SQL {
  const row = jsonObject([
    ['id', sql`av.id`],
    ['slug', sql`av.slug`],
    ['attribute_id', sql`av.attribute_id`],
    ['value', tr('av', 'value', language)],
    ['language', servedLanguage('av', language)],
    ['translated_languages', translatedLanguages('av')],
    ['meta', sql`av.meta`],
    ['attribute', attributeObject(language)],
  ]);
  return sql`coalesce((select json_agg(${row} order by a.id, av.id)
    from product_attribute_values pav
    join attribute_values av on av.id = pav.attribute_value_id
    join attributes a on a.id = av.attribute_id
    where pav.product_id = p.id), '[]'::json)`;
}

/**
 * Option pairs of a variation in the requested language. Stored in English; names and values are looked up
 * in the attribute tables so they match `variations[].value` (the storefront's selection rule compares them).
 */
function translatedOptions(language: string): { options: SQL; title: SQL } {
  const name = sql`coalesce(oa.translations -> ${language}::text ->> 'name', o.item ->> 'name')`;
  const value = sql`coalesce(oav.translations -> ${language}::text ->> 'value', o.item ->> 'value')`;
  const from = sql`from jsonb_array_elements(v.options) with ordinality as o(item, n)
    left join attributes oa on oa.name = o.item ->> 'name'
    left join attribute_values oav on oav.attribute_id = oa.id and oav.value = o.item ->> 'value'`;
  return {
    options: sql`(select coalesce(json_agg(json_build_object('name', ${name}, 'value', ${value}) order by o.n), '[]'::json) ${from})`,
    title: sql`(select coalesce(string_agg(${value}, '/' order by o.n), v.title) ${from})`,
  };
}

export function variationOptionsArray(language: string): SQL {
  const { options, title } = translatedOptions(language);
  const row = jsonObject([
    ['id', sql`v.id`],
    ['title', title],
    ['price', priceText(sql`v.price_cents`)],
    ['sale_price', sql`case when v.sale_price_cents is null then null else ${priceText(sql`v.sale_price_cents`)} end`],
    ['quantity', sql`v.quantity`],
    ['is_disable', sql`v.is_disable`],
    ['sku', sql`v.sku`],
    ['options', options],
    ['product_id', sql`v.product_id`],
    ['image', sql`v.image`],
    ['is_digital', sql`v.is_digital`],
    ['digital_file_tracker', sql`null::json`],
    ['sold_quantity', sql`v.sold_quantity`],
    ['language', servedLanguage('p', language)],
    ['blocked_dates', sql`'[]'::json`],
  ]);
  return sql`coalesce((select json_agg(${row} order by v.id) from variation_options v where v.product_id = p.id), '[]'::json)`;
}
