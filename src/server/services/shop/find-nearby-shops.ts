import { type SQL, sql } from 'drizzle-orm';
import { serverEnv } from '@/config/env';
import type { Database } from '../../db/client';
import type { Resource } from '../../query/resource';
import { runArray } from '../../query/run-list';
import { shopPairs, shopResource } from './shop-resource';

/** CONTRACT §4 Settings: maxShopDistance defaults to 1000 km when the settings row does not say. */
const DEFAULT_MAX_DISTANCE_KM = 1000;
/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in km from the point to the shop on alias `s`; null without coordinates. */
function haversineKm(lat: number, lng: number): SQL {
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(s.lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(s.lat)) * power(sin(radians(s.lng - ${lng}::float8) / 2), 2))))`;
}

/** MAX_SHOP_DISTANCE_KM when set, else settings.options.maxShopDistance of the English row, else the default. */
function maxDistanceKm(): SQL {
  const fromEnv = serverEnv().maxShopDistanceKm;
  return sql`coalesce(${fromEnv}::float8, (
    select case when st.options ->> 'maxShopDistance' ~ '^[0-9]+([.][0-9]+)?$'
      then (st.options ->> 'maxShopDistance')::float8 end
    from settings st where st.language = 'en'), ${DEFAULT_MAX_DISTANCE_KM}::float8)`;
}

/**
 * Active shops within the maximum distance of a point, nearest first, as a plain array (CONTRACT §2).
 * Each shop carries `distance` (km, two decimals) and its `lat`/`lng`.
 */
export function findNearbyShops(options: {
  database: Database;
  lat: number;
  lng: number;
  limit?: number;
  language: string;
}): Promise<string> {
  const resource: Resource = {
    ...shopResource,
    from: sql`shops s cross join lateral (select ${haversineKm(options.lat, options.lng)} as km) d`,
    fields: ({ language }) => [
      ...shopPairs(language),
      ['distance', sql`round(d.km::numeric, 2)`],
      ['lat', sql`s.lat`],
      ['lng', sql`s.lng`],
    ],
    defaultLimit: 50,
    maxLimit: 100,
  };
  return runArray({
    database: options.database,
    resource,
    params: { search: [], searchFields: {}, searchJoin: 'and', page: 1, limit: options.limit },
    ctx: { language: options.language },
    where: [sql`d.km <= ${maxDistanceKm()}`],
    order: sql`d.km, s.id`,
  });
}
