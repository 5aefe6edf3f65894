import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { type BackOfficeRefund, useBackOfficeRefund, useDecideRefund } from '@/framework/rest/back-office-refunds';
import { toApiError } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';
import { AdminLoading, AdminMessage, useAdminFormat } from '../admin-kit';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs; `ltr` for figures and ids, which read left to right in every language. */
function Facts({ rows }: { rows: [label: string, value: string, ltr?: 'ltr'][] }) {
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value, ltr]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-gray-100 py-1">
          <dt className="text-gray-700">{label}</dt>
          <dd className="text-end font-semibold text-gray-900">{ltr ? <span dir="ltr">{value}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Approve (pay back) or reject, with the note the shopper reads. The API decides how the money goes back and
 * answers field errors (a rejection needs a note) and the gateway's trouble, shown here as they come.
 */
function Decision({ refund, onMessage }: { refund: BackOfficeRefund; onMessage: (text: string | null) => void }) {
  const { t } = useTranslation('admin');
  const decide = useDecideRefund(refund.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const setMessage = onMessage;
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  // mutateAsync, not mutate's callbacks: the hook refetches the refund before it settles, and a decided refund
  // takes this form away, which would drop mutate's callbacks and leave the outcome unsaid.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setNoteError(null);
    try {
      const answer = await decide.mutateAsync({ decision, note: note.trim() });
      setNote('');
      setMessage(t(`text-refund-${answer.status}`));
    } catch (failure) {
      const error = toApiError(failure);
      const field = error.errors?.note?.[0];
      if (field) setNoteError(field);
      else setMessage(error.message);
    }
  };
  return (
    <Panel title={t('text-decision')}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
        <label htmlFor="refund-note" className="flex flex-col gap-1 text-sm font-semibold text-gray-800">
          {t('label-note-for-shopper')}
          <textarea
            id="refund-note"
            rows={3}
            maxLength={1000}
            className="rounded-md border border-gray-400 px-3 py-2 text-sm font-normal text-gray-900"
            value={note}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? 'refund-note-error' : 'refund-note-help'}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {noteError ? (
          <p id="refund-note-error" className="text-sm text-red-800">
            {noteError}
          </p>
        ) : (
          <p id="refund-note-help" className="text-sm text-gray-700">
            {t('text-note-help')}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            loading={decide.isPending && decision === 'approve'}
            disabled={decide.isPending}
            onClick={() => setDecision('approve')}
          >
            {t(refund.status === 'processing' ? 'button-retry-payout' : 'button-approve-refund')}
          </Button>
          {refund.status === 'pending' ? (
            <Button
              type="submit"
              variant="danger"
              loading={decide.isPending && decision === 'reject'}
              disabled={decide.isPending}
              onClick={() => setDecision('reject')}
            >
              {t('button-reject-refund')}
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}

/** One refund: the order, reason, photos, policy, amounts, how the money goes back, and the decision. */
export function AdminRefundView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const { data: refund, error, isLoading } = useBackOfficeRefund(id);
  // Outside the decision form: the form leaves once the refund is decided, the outcome stays.
  const [message, setMessage] = useState<string | null>(null);
  if (isLoading) return <AdminLoading />;
  if (error || !refund) return <AdminMessage title={error?.message ?? t('text-refund-not-found')} />;
  const { order } = refund;
  const money = format.money;
  return (
    <article className="flex flex-col gap-6" aria-labelledby="admin-refund-title">
      <p>
        <Link href="/admin/refunds" className="text-sm text-emerald-800 underline">
          {t('text-back-to-refunds')}
        </Link>
      </p>
      <h1 id="admin-refund-title" className="text-2xl font-bold text-gray-900">
        {t('text-refund-number', { id: refund.id })}
      </h1>
      <Facts
        rows={[
          [t('label-status'), t(`refund-status-${refund.status}`)],
          [t('label-amount'), money(refund.amount), 'ltr'],
          [t('label-reason'), refund.reason ?? '—'],
          [t('label-date'), format.date(refund.created_at)],
          [t('label-shop'), refund.shop?.name ?? t('text-all-shops')],
          [
            t('label-customer'),
            [order.customer_name, order.customer_contact, order.customer_email].filter(Boolean).join(' · '),
          ],
        ]}
      />
      {refund.can_decide ? <Decision refund={refund} onMessage={setMessage} /> : null}
      <p role="status" className="text-sm font-semibold text-gray-900">
        {message}
      </p>
      {!refund.can_decide && refund.parent_id !== null ? (
        <p className="text-sm text-gray-700">{t('text-refund-read-only')}</p>
      ) : null}
      <Panel title={refund.title}>
        <p className="whitespace-pre-line text-sm text-gray-800">{refund.description}</p>
        {refund.images.length > 0 ? (
          <ul className="flex flex-wrap gap-3" aria-label={t('text-photos')}>
            {refund.images.map((image, i) => (
              <li key={image.id}>
                <a href={image.original} target="_blank" rel="noreferrer" className="block">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a photo the shopper uploaded, any size */}
                  <img
                    src={image.thumbnail}
                    alt={t('text-photo-n', { n: i + 1 })}
                    className="h-24 w-24 rounded border border-gray-200 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">{t('text-no-photos')}</p>
        )}
      </Panel>
      {refund.note || refund.decided_at ? (
        <Panel title={t('text-decided')}>
          <Facts
            rows={[
              [t('label-decided-by'), refund.decided_by ?? '—'],
              [t('label-date'), refund.decided_at ? format.date(refund.decided_at) : '—'],
              [t('label-note-for-shopper'), refund.note ?? '—'],
            ]}
          />
        </Panel>
      ) : null}
      {refund.payout ? (
        <Panel title={t('text-payout')}>
          <Facts
            rows={[
              [t('label-payout-method'), t(`payout-${refund.payout.method}`)],
              [t('label-payout-amount'), money(refund.payout.amount), 'ltr'],
              [t('label-gateway-refund'), refund.payout.gateway_refund_id ?? '—', 'ltr'],
              [t('label-wallet-points'), String(refund.payout.wallet_points_credited ?? 0)],
            ]}
          />
          {refund.payout.error ? (
            <p role="alert" className="text-sm text-red-800">
              {t('text-payout-failed', { error: refund.payout.error })}
            </p>
          ) : null}
        </Panel>
      ) : null}
      <Panel title={t('text-order-title')}>
        <p>
          <Link href={`/admin/orders/${order.id}`} className="text-sm text-emerald-800 underline" dir="ltr">
            {order.tracking_number}
          </Link>
        </p>
        <Facts
          rows={[
            [t('label-status'), format.status(order.order_status)],
            [t('label-payment-status'), format.payment(order.payment_status)],
            [t('label-payment-method'), order.payment_gateway],
            [t('label-paid-total'), money(order.paid_total), 'ltr'],
            [t('label-wallet'), money(order.wallet), 'ltr'],
          ]}
        />
        <ul className="flex flex-col gap-1 text-sm">
          {order.products.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 border-b border-gray-100 py-1">
              <span>
                {line.order_quantity} × {line.name}
              </span>
              <span dir="ltr">{money(line.subtotal)}</span>
            </li>
          ))}
        </ul>
      </Panel>
      {refund.parts.length > 0 ? (
        <Panel title={t('text-refund-parts')}>
          <ul className="flex flex-col gap-2 text-sm">
            {refund.parts.map((part) => (
              <li key={part.id} className="flex flex-wrap justify-between gap-3">
                <Link href={`/admin/refunds/${part.id}`} className="text-emerald-800 underline">
                  {t('text-refund-number', { id: part.id })}
                </Link>
                <span>{part.shop_name}</span>
                <span dir="ltr">{money(part.amount)}</span>
                <span>{t(`refund-status-${part.status}`)}</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {refund.policy ? (
        <Panel title={refund.policy.title}>
          <p className="whitespace-pre-line text-sm text-gray-800">{refund.policy.description}</p>
        </Panel>
      ) : null}
    </article>
  );
}
