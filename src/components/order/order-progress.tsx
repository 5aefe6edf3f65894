import { useTranslation } from '@/lib/i18n/provider';
import { ORDER_STATUS_LABEL, progressSteps, type StepState } from './order-status';

const DOT: Record<StepState, string> = {
  done: 'border-accent bg-accent text-white',
  current: 'border-accent bg-white text-accent',
  upcoming: 'border-gray-300 bg-white text-gray-500',
};

const STATE_TEXT: Record<StepState, string> = {
  done: 'text-step-done',
  current: 'text-step-current',
  upcoming: 'text-step-upcoming',
};

/** The order's status as a progress bar (CONTRACT §7 order of statuses); the current step is marked for everyone. */
export function OrderProgress({ status }: { status: string | undefined }) {
  const { t } = useTranslation();
  const failed = status === 'order-cancelled' || status === 'order-refunded' || status === 'order-failed';
  return (
    <ol aria-label={t('text-order-progress')} className="grid grid-cols-1 gap-3 sm:grid-cols-5 sm:gap-2">
      {progressSteps(status).map((step, index) => (
        <li
          key={step.status}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
          className="flex items-center gap-3 sm:flex-col sm:text-center"
        >
          <span
            aria-hidden="true"
            className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
              step.state === 'current' && failed ? 'border-red-700 bg-white text-red-700' : DOT[step.state]
            }`}
          >
            {step.state === 'done' ? '✓' : index + 1}
          </span>
          <span className={`text-sm ${step.state === 'upcoming' ? 'text-gray-600' : 'font-semibold text-gray-900'}`}>
            {t(ORDER_STATUS_LABEL[step.status])}
            <span className="sr-only"> ({t(STATE_TEXT[step.state])})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
