import type { RefundStatus } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { refundState } from './refund-rules';

const LABEL = {
  approved: 'text-refund-status-approved',
  pending: 'text-refund-status-pending',
  rejected: 'text-refund-status-rejected',
  processing: 'text-refund-status-processing',
} as const;

const STYLE = {
  approved: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  rejected: 'bg-red-100 text-red-900',
  processing: 'bg-blue-100 text-blue-900',
} as const;

/** Approved, Pending, Rejected or Processing (SPEC §3 approval-style status), in words and colour. */
export function RefundStatusBadge({ status }: { status: RefundStatus | string | undefined }) {
  const { t } = useTranslation();
  const state = refundState(status);
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLE[state]}`}>{t(LABEL[state])}</span>;
}
