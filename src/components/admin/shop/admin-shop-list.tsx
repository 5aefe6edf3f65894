import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import {
  type BackOfficeShop,
  useAddShopMember,
  useBackOfficeShops,
  useRemoveShopMember,
} from '@/framework/rest/back-office';
import { useTranslation } from '@/lib/i18n/provider';
import { AdminLoading, AdminMessage } from '../admin-kit';

const field = 'rounded-md border border-gray-400 px-3 py-2 text-sm text-gray-900';

/** Adds someone to a shop by the email of their account: staff, or (the operator) owner. */
function AddMember({ shop }: { shop: BackOfficeShop }) {
  const { t } = useTranslation('admin');
  const add = useAddShopMember(shop.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'owner' | 'staff'>('staff');
  const [message, setMessage] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    add.mutate(
      { email, role },
      {
        onSuccess: () => {
          setEmail('');
          setMessage(t('text-member-added'));
        },
        onError: (error) => setMessage(error.errors?.email?.[0] ?? error.errors?.role?.[0] ?? error.message),
      },
    );
  };
  const id = `member-email-${shop.id}`;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <label htmlFor={id} className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
        {t('label-email')}
        <input
          id={id}
          type="email"
          required
          className={field}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      {shop.can_manage_owners ? (
        <label className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
          {t('label-role')}
          <select className={field} value={role} onChange={(e) => setRole(e.target.value as 'owner' | 'staff')}>
            <option value="staff">{t('role-staff')}</option>
            <option value="owner">{t('role-owner')}</option>
          </select>
        </label>
      ) : null}
      <Button type="submit" size="sm" loading={add.isPending}>
        {t('button-add-member')}
      </Button>
      <p role="status" className="w-full text-sm text-gray-800">
        {message}
      </p>
    </form>
  );
}

function ShopCard({ shop }: { shop: BackOfficeShop }) {
  const { t } = useTranslation('admin');
  const remove = useRemoveShopMember(shop.id);
  const manages = (role: 'owner' | 'staff') => (role === 'owner' ? shop.can_manage_owners : shop.can_manage_staff);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5" aria-label={shop.name}>
      <h2 className="flex flex-wrap items-baseline gap-2 text-lg font-semibold text-gray-900">
        {shop.name}
        {!shop.is_active ? <span className="text-sm font-normal text-red-800">{t('text-inactive')}</span> : null}
        <Link
          href={`/admin/shops/${shop.id}`}
          className="ms-auto text-sm font-normal text-gray-800 underline underline-offset-4"
        >
          {t('link-shop-page', { shop: shop.name })}
        </Link>
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('text-members-of', { shop: shop.name })}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-700">
            <th scope="col" className="py-2 text-start">
              {t('label-name')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('label-email')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('label-role')}
            </th>
            <th scope="col" className="py-2 text-end">
              <span className="sr-only">{t('label-actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shop.members.map((m) => (
            <tr key={m.user_id} className="border-b border-gray-100">
              <th scope="row" className="py-2 text-start font-normal">
                {m.name}
              </th>
              <td className="py-2" dir="ltr">
                {m.email}
              </td>
              <td className="py-2">{t(`role-${m.role}`)}</td>
              <td className="py-2 text-end">
                {manages(m.role) ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={t('button-remove-member', { name: m.name })}
                    onClick={() => remove.mutate(m.user_id)}
                  >
                    {t('button-remove')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shop.can_manage_staff ? <AddMember shop={shop} /> : null}
    </li>
  );
}

/** The shops the signed-in person works for (the operator: all) and their people. */
export function AdminShopList() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading } = useBackOfficeShops();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('text-shops')}</h1>
      {isLoading ? <AdminLoading /> : null}
      {error ? <AdminMessage title={error.message} /> : null}
      {data && data.data.length === 0 ? <AdminMessage title={t('text-no-shops')} /> : null}
      <ul className="flex flex-col gap-4">
        {data?.data.map((shop) => (
          <ShopCard key={shop.id} shop={shop} />
        ))}
      </ul>
    </div>
  );
}
