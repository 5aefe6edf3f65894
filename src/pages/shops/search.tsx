import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { PageHeading } from '@/components/brand/page-heading';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import { Seo } from '@/components/seo/seo';
import { nearbyShopsHref, parseCoordinates, roundCoordinate } from '@/components/shop/coordinates';
import { LocationForm } from '@/components/shop/location-form';
import { NearbyShops } from '@/components/shop/nearby-shops';
import { nearbyShopsOptions } from '@/framework/rest/shop';
import { useTranslation } from '@/lib/i18n/provider';
import { loadPage } from '@/lib/ssr/load-page';

/** Keeps a signed number in its order inside right-to-left text ("-73.98", not "73.98-"). */
const isolate = (value: string) => `\u2066${value}\u2069`;

/**
 * /shops/search?lat=&lng=: the shops near a position, nearest first. Without a valid position it asks for one
 * (the browser's geolocation or typed coordinates) and puts it in the URL, so results can be shared and reloaded.
 */
export default function NearbyShopsPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const coordinates = parseCoordinates(router.query);
  const rawLat = typeof router.query.lat === 'string' ? router.query.lat : undefined;
  const rawLng = typeof router.query.lng === 'string' ? router.query.lng : undefined;
  const invalid = !coordinates && (rawLat !== undefined || rawLng !== undefined);
  const locate = (next: { lat: number; lng: number }) => void router.push(nearbyShopsHref(next));
  const form = (
    <LocationForm key={router.asPath} onLocate={locate} initial={invalid ? { lat: rawLat, lng: rawLng } : undefined} />
  );
  return (
    <>
      <Seo path="/shops/search" title={t('text-nearby-shops')} description={t('text-nearby-shops-helper')} noindex />
      <div className="flex flex-col gap-8">
        <PageHeading
          title={t('text-nearby-shops')}
          intro={
            coordinates
              ? t('text-shops-near-position', {
                  lat: isolate(roundCoordinate(coordinates.lat)),
                  lng: isolate(roundCoordinate(coordinates.lng)),
                })
              : t('text-nearby-shops-helper')
          }
        />
        {coordinates ? (
          <section aria-labelledby="nearby-results-title" className="flex flex-col gap-4">
            <h2 id="nearby-results-title" className="sr-only">
              {t('text-nearby-results')}
            </h2>
            <NearbyShops coordinates={coordinates} />
          </section>
        ) : null}
        {coordinates ? (
          <details className="group w-full max-w-3xl rounded-xl border border-gray-200 bg-white">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-5 font-semibold text-gray-900 sm:px-8 [&::-webkit-details-marker]:hidden">
              {t('text-search-another-position')}
              <ChevronIcon className="shrink-0 rotate-90 transition-transform group-open:-rotate-90" />
            </summary>
            <div className="px-5 pb-5 sm:px-8 sm:pb-8">{form}</div>
          </details>
        ) : (
          <section
            aria-labelledby="nearby-form-title"
            className="flex w-full max-w-xl flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 sm:p-8"
          >
            <h2 id="nearby-form-title" className="text-lg font-semibold text-gray-900">
              {t('text-where-are-you')}
            </h2>
            {invalid ? <p className="text-sm text-red-700">{t('error-invalid-position')}</p> : null}
            {form}
          </section>
        )}
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, {
    prefetch: async (queryClient, locale) => {
      const coordinates = parseCoordinates(ctx.query);
      if (coordinates) await queryClient.prefetchQuery(nearbyShopsOptions(coordinates, locale));
    },
  });
