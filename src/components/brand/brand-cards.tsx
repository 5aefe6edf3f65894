import type { Author, Concern, Manufacturer } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { EntityCard } from './entity-card';

function Count({ count }: { count?: number }) {
  const { t } = useTranslation();
  return typeof count === 'number' ? (
    <p className="text-sm text-gray-600">{t('text-products-count', { count })}</p>
  ) : null;
}

export function AuthorCard({ author, priority }: { author: Author; priority?: boolean }) {
  return (
    <EntityCard
      href={`/authors/${author.slug}`}
      name={author.name}
      image={author.image}
      cover={author.cover_image}
      round
      priority={priority}
    >
      {author.languages ? <p className="truncate text-sm text-gray-700">{author.languages}</p> : null}
      <Count count={author.products_count} />
    </EntityCard>
  );
}

export function ManufacturerCard({ manufacturer, priority }: { manufacturer: Manufacturer; priority?: boolean }) {
  return (
    <EntityCard
      href={`/manufacturers/${manufacturer.slug}`}
      name={manufacturer.name}
      image={manufacturer.image}
      cover={manufacturer.cover_image}
      priority={priority}
    >
      {manufacturer.type ? <p className="truncate text-sm text-gray-700">{manufacturer.type.name}</p> : null}
      <Count count={manufacturer.products_count} />
    </EntityCard>
  );
}

export function ConcernCard({ concern, priority }: { concern: Concern; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <EntityCard
      href={`/concerns/${concern.slug}`}
      name={concern.name}
      image={concern.image}
      cover={concern.cover_image}
      priority={priority}
    >
      {typeof concern.manufacturers_count === 'number' ? (
        <p className="text-sm text-gray-700">{t('text-brands-count', { count: concern.manufacturers_count })}</p>
      ) : null}
      <Count count={concern.products_count} />
    </EntityCard>
  );
}
