import type { Coordinates } from '@/framework/rest/shop';

export type CoordinateErrors = Partial<Record<keyof Coordinates, string>>;

type Raw = string | string[] | undefined;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function first(value: Raw): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Checks typed or URL coordinates: latitude −90…90, longitude −180…180. Errors are translation keys. */
export function validateCoordinates(lat: Raw, lng: Raw): { coordinates: Coordinates | null; errors: CoordinateErrors } {
  const errors: CoordinateErrors = {};
  const check = (value: string, limit: number, key: keyof Coordinates): number | null => {
    if (!value) {
      errors[key] = `error-${key}-required`;
      return null;
    }
    const n = Number(value);
    if (!NUMBER.test(value) || !Number.isFinite(n) || Math.abs(n) > limit) {
      errors[key] = `error-${key}-range`;
      return null;
    }
    return n;
  };
  const latitude = check(first(lat), 90, 'lat');
  const longitude = check(first(lng), 180, 'lng');
  const coordinates = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null;
  return { coordinates, errors };
}

/** Coordinates from a page URL, or null when either is absent or invalid. */
export function parseCoordinates(query: Record<string, Raw>): Coordinates | null {
  return validateCoordinates(query.lat, query.lng).coordinates;
}

/** ~11 m precision: enough to find shops, no more of the shopper's position than that in the URL. */
export function roundCoordinate(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

export function nearbyShopsHref({ lat, lng }: Coordinates): string {
  return `/shops/search?lat=${roundCoordinate(lat)}&lng=${roundCoordinate(lng)}`;
}
