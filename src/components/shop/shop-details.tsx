import type { ReactNode } from 'react';
import { SocialLinks } from '@/components/brand/social-links';
import type { Shop } from '@/framework/rest/types';
import { formatCount } from '@/lib/format-number';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { shopAddress } from './shop-address';

/** The phone number as a dialable link target (digits and a leading +). */
export function telHref(contact: string): string {
  return `tel:${contact.replace(/[^\d+]/g, '')}`;
}

/** Address, phone, links and figures of a shop, as a description list (shop page and SHOP_INFO). */
export function ShopDetails({ shop, full = false }: { shop: Shop; full?: boolean }) {
  const { t, i18n } = useTranslation();
  const address = shopAddress(shop);
  const contact = shop.settings?.contact?.trim();
  const rows: { term: string; value: ReactNode }[] = [];
  if (address)
    rows.push({
      term: t('text-address'),
      value: (
        <address className="not-italic">
          <bdi>{address}</bdi>
        </address>
      ),
    });
  if (contact) {
    rows.push({
      term: t('text-phone'),
      value: (
        <a
          href={telHref(contact)}
          className="text-accent underline underline-offset-2 hover:text-accent-hover"
          dir="ltr"
        >
          {contact}
        </a>
      ),
    });
  }
  if (typeof shop.products_count === 'number')
    rows.push({ term: t('text-products'), value: formatCount(shop.products_count, i18n.language) });
  if (full && shop.created_at && Number.isFinite(Date.parse(shop.created_at))) {
    const since = formatDate(shop.created_at, i18n.language, 'month');
    rows.push({ term: t('text-member-since'), value: since });
  }
  return (
    <div className="flex flex-col gap-4">
      {rows.length ? (
        <dl className={`grid gap-x-6 gap-y-3 text-sm ${full ? 'sm:grid-cols-2' : ''}`}>
          {rows.map((row) => (
            <div key={row.term} className="grid gap-0.5">
              <dt className="font-semibold text-gray-900">{row.term}</dt>
              <dd className="text-gray-700">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <SocialLinks website={shop.settings?.website} socials={shop.settings?.socials} />
    </div>
  );
}
