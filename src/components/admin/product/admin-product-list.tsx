import { useRouter } from 'next/router';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { type BackOfficeProductFilter, useBackOfficeProducts } from '@/framework/rest/back-office-products';
import { useTranslation } from '@/lib/i18n/provider';
import { PRODUCT_STATUSES } from '@/shared/validation/back-office-products';
import { AdminLoading, AdminMessage, useAdminFormat } from '../admin-kit';
import { PagerNav } from '../admin-pager';
import { ProductPrice } from './product-price';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The filter and page as the address holds them (bookmarkable, the back button works). Pages are keyset
 * cursors: `after` is the next_cursor of the page before, `trail` the cursors that led here (for "Previous").
 */
function useFilter() {
  const router = useRouter();
  const q = router.query;
  const filter: BackOfficeProductFilter & { trail: string } = {
    search: one(q.search),
    status: one(q.status),
    low_stock: one(q.low_stock) === 'true',
    after: one(q.after),
    trail: one(q.trail),
  };
  const set = (next: Partial<typeof filter>) => {
    const merged = { ...filter, ...next };
    const query = Object.fromEntries(
      Object.entries(merged)
        .filter(([, v]) => v !== '' && v !== undefined && v !== false)
        .map(([k, v]) => [k, String(v)]),
    );
    void router.push({ pathname: router.pathname, query }, undefined, { shallow: true });
  };
  return [filter, set] as const;
}

const field = 'rounded-md border border-gray-400 px-3 py-2 text-sm text-gray-900';
const label = 'flex flex-col gap-1 text-sm font-semibold text-gray-800';

/** The vendor's products: search, status, fewest in stock first, and pages (issue 22 item 4). */
export function AdminProductList() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const [filter, setFilter] = useFilter();
  const { trail, ...query } = filter;
  const { data, error, isLoading } = useBackOfficeProducts(query);
  const [draft, setDraft] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, after: '', trail: '' });
  };
  const previous = trail ? trail.split(',') : [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{t('text-products')}</h1>
        <Link
          href="/admin/products/new"
          className="rounded-md bg-emerald-800 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-900"
        >
          {t('button-new-product')}
        </Link>
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <label className={label}>
          {t('label-search')}
          <input
            type="search"
            className={field}
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
        </label>
        <label className={label}>
          {t('label-status')}
          <select
            className={field}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">{t('text-any-status')}</option>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status-${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold text-gray-800">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={draft.low_stock}
            onChange={(e) => setDraft({ ...draft, low_stock: e.target.checked })}
          />
          {t('label-low-stock-first')}
        </label>
        <Button type="submit" size="sm">
          {t('button-filter')}
        </Button>
      </form>
      {error ? <AdminMessage title={error.message} /> : null}
      {isLoading ? <AdminLoading /> : null}
      {data && data.data.length === 0 ? <AdminMessage title={t('text-no-products')} /> : null}
      {data && data.data.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">{t('text-products')}</caption>
            <thead>
              <tr className="border-b border-gray-200 text-gray-700">
                {['label-name', 'label-shop', 'label-price', 'label-stock', 'label-status', 'label-updated'].map(
                  (key) => (
                    <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(key)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {data.data.map((product) => (
                <tr key={product.id} className="border-b border-gray-100">
                  <th scope="row" className="px-3 py-2 text-start font-semibold">
                    <Link href={`/admin/products/${product.id}`} className="text-emerald-800 underline">
                      {product.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{product.shop.name}</td>
                  <td className="px-3 py-2" dir="ltr">
                    <ProductPrice product={product} />
                  </td>
                  <td className={`px-3 py-2 ${product.quantity === 0 ? 'font-semibold text-red-800' : ''}`}>
                    {product.quantity}
                  </td>
                  <td className="px-3 py-2">{t(`status-${product.status}`)}</td>
                  <td className="px-3 py-2">{format.date(product.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <PagerNav
          onPrevious={
            filter.after
              ? () => setFilter({ after: previous.at(-1) ?? '', trail: previous.slice(0, -1).join(',') })
              : null
          }
          onNext={
            data.has_more && data.next_cursor
              ? () => setFilter({ after: data.next_cursor ?? '', trail: [...previous, filter.after ?? ''].join(',') })
              : null
          }
        />
      ) : null}
    </div>
  );
}
