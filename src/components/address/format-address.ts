import type { PostalAddress } from '@/framework/rest/types';

/** One line for an address card: street, city, "state zip", country; empty parts left out. */
export function formatAddress(address: PostalAddress | null | undefined): string {
  if (!address) return '';
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  return [address.street_address, address.city, region, address.country].filter(Boolean).join(', ');
}
