import { useHasAuthToken } from '@/framework/rest/auth-token';
import type { CommunityModelType } from '@/framework/rest/types';
import { useTranslation } from '@/lib/i18n/provider';
import { useModalAction } from '@/store/ui';

/** The payload of ABUSE_REPORT. */
export interface AbuseReportPayload {
  modelId: number;
  modelType: CommunityModelType;
}

/** "Report" under a review: opens ABUSE_REPORT (signed out: the login view first). */
export function ReportButton({ modelId, modelType, authorName }: AbuseReportPayload & { authorName: string }) {
  const { t } = useTranslation();
  const signedIn = useHasAuthToken();
  const { openModal } = useModalAction();
  const payload: AbuseReportPayload = { modelId, modelType };
  return (
    <button
      type="button"
      onClick={() => (signedIn ? openModal('ABUSE_REPORT', payload) : openModal('LOGIN_VIEW'))}
      aria-label={t('text-report-review-by', { name: authorName })}
      className="rounded-md px-2 py-1 text-sm text-gray-700 underline-offset-2 hover:bg-gray-100 hover:underline"
    >
      {t('text-report')}
    </button>
  );
}
