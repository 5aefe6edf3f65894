import { Button } from '@/components/ui/button';
import type { Card } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { cardName } from './card-name';

/** One saved card: network, last four digits, expiry, the default badge, and its actions. */
export function CardItem({
  card,
  onMakeDefault,
  makingDefault,
  onDelete,
}: {
  card: Card;
  onMakeDefault: () => void;
  makingDefault: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = cardName(card, t);
  const headingId = `card-${card.id}-title`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-gray-900">
          {name}
        </h3>
        {card.default_card ? (
          <span className="rounded-full bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent">
            {t('text-default')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-gray-700">
        {card.owner_name ? (
          <>
            <dt className="text-gray-600">{t('text-card-owner')}</dt>
            <dd>{card.owner_name}</dd>
          </>
        ) : null}
        {card.expires ? (
          <>
            <dt className="text-gray-600">{t('text-card-expiry')}</dt>
            <dd dir="ltr" className="text-start">
              {card.expires}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {card.default_card ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={onMakeDefault}
            loading={makingDefault}
            aria-label={t('text-card-make-default-named', { card: name })}
          >
            {t('text-card-make-default')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('text-card-delete-named', { card: name })}>
          {t('text-delete')}
        </Button>
      </div>
    </li>
  );
}
