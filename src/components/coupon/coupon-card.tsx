import { Image } from '@/components/ui/image';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type CouponStatus, couponStatus } from '@/framework/rest/coupon';
import type { Coupon } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { useSettings } from '@/framework/rest/settings';
import { formatDate } from '@/lib/format-date';
import { formatPercent } from '@/lib/format-number';
import { formatPrice } from '@/lib/use-price';

function formatDay(value: string | undefined, language: string): string | null {
  if (!value || !Number.isFinite(Date.parse(value))) return null;
  return formatDate(value, language, 'medium');
}

/** Money in the shop currency, without decimals when there are none ("$5", "$2.50"). */
function useMoney(): (amount: number) => string {
  const { settings } = useSettings();
  const fractions = settings.currencyOptions?.fractions ?? 2;
  const base = { currency: settings.currency || 'USD', locale: settings.currencyOptions?.formation || 'en-US' };
  return (amount) => formatPrice(amount, { ...base, fractions: Number.isInteger(amount) ? 0 : fractions });
}

/** What the coupon is worth, by type (CONTRACT §10): "10% off", "$5 off" or "Free delivery". */
export function useCouponValue(coupon: Pick<Coupon, 'type' | 'amount'>): string {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const amount = Number(coupon.amount) || 0;
  if (coupon.type === 'free_shipping') return t('text-free-delivery');
  if (coupon.type === 'percentage') {
    return t('text-value-off', { value: formatPercent(amount, i18n.language) });
  }
  return t('text-value-off', { value: money(amount) });
}

const STATUS_LABEL: Record<CouponStatus, string> = {
  active: 'text-coupon-active',
  expired: 'text-expired',
  upcoming: 'text-coming-soon',
};
const STATUS_STYLE: Record<CouponStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-gray-200 text-gray-800',
  upcoming: 'bg-amber-100 text-amber-950',
};

/** One offer: picture, value, code with a copy button, conditions and dates; expired offers are marked as such. */
export function CouponCard({ coupon, now, priority = false }: { coupon: Coupon; now: number; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  const value = useCouponValue(coupon);
  const minimum = useMoney()(Number(coupon.minimum_cart_amount) || 0);
  const [copied, setCopied] = useState(false);
  const status = couponStatus(coupon, now);
  const expired = status === 'expired';
  const ends = formatDay(coupon.expire_at, i18n.language);
  const starts = formatDay(coupon.active_from, i18n.language);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(coupon.code);
      setCopied(true);
      void notify('success', t('text-code-copied', { code: coupon.code }));
    } catch {
      void notify('error', t('error-copy-failed'));
    }
  }

  const dateLine =
    status === 'expired' && ends
      ? t('text-expired-on', { date: ends })
      : status === 'upcoming' && starts
        ? t('text-starts-on', { date: starts })
        : ends
          ? t('text-valid-until', { date: ends })
          : null;

  return (
    <article
      aria-labelledby={`coupon-${coupon.id}`}
      data-status={status}
      className={`flex w-full flex-col overflow-hidden rounded-xl border bg-white ${expired ? 'border-gray-200' : 'border-gray-200 shadow-sm'}`}
    >
      <div className="relative aspect-[16/7] bg-linear-to-br from-emerald-50 to-gray-100">
        {coupon.image ? (
          <Image
            src={coupon.image.original}
            alt=""
            fill
            priority={priority}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
            className={`object-cover ${expired ? 'opacity-60 grayscale' : ''}`}
          />
        ) : null}
        <span className={`absolute start-3 top-3 rounded-full px-2.5 py-1 text-xs font-bold ${STATUS_STYLE[status]}`}>
          {t(STATUS_LABEL[status])}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2
          id={`coupon-${coupon.id}`}
          className={`text-xl font-bold ${expired ? 'text-gray-700 line-through decoration-2' : 'text-gray-900'}`}
        >
          {value}
        </h2>
        {coupon.description ? <p className="text-sm text-gray-700">{coupon.description}</p> : null}
        <ul className="flex flex-col gap-1 text-sm text-gray-700">
          {Number(coupon.minimum_cart_amount) > 0 ? <li>{t('text-minimum-order', { amount: minimum })}</li> : null}
          {dateLine ? <li className={expired ? 'font-semibold text-red-800' : undefined}>{dateLine}</li> : null}
        </ul>
        <div className="mt-auto flex items-stretch gap-2 pt-2">
          <p
            className="flex flex-1 items-center justify-center rounded-md border-2 border-dashed border-gray-300 bg-gray-50 px-3 font-mono text-base font-bold tracking-wider text-gray-900"
            dir="ltr"
          >
            <span className="sr-only">{t('text-coupon-code')}: </span>
            {coupon.code}
          </p>
          <Button
            variant={expired ? 'outline' : 'primary'}
            onClick={copy}
            disabled={expired}
            aria-label={t('text-copy-code-named', { code: coupon.code })}
          >
            {t(copied ? 'text-copied' : 'text-copy-code')}
          </Button>
        </div>
      </div>
    </article>
  );
}
