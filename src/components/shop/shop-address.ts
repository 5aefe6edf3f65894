import type { PostalAddress, Shop } from '@/framework/rest/types';

/** One line of a postal address, skipping empty parts ("250 West 39th Street, New York, NY 10018, United States"). */
export function formatAddress(address?: PostalAddress | null): string {
  if (!address) return '';
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street_address, cityLine, address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** The display address of the shop's map location, else its postal address. */
export function shopAddress(shop: Pick<Shop, 'address' | 'settings'>): string {
  return shop.settings?.location?.formattedAddress?.trim() || formatAddress(shop.address);
}
