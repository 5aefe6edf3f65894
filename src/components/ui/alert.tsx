import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/provider';

const STYLES = {
  error: 'border-red-300 bg-red-50 text-red-800',
  info: 'border-blue-300 bg-blue-50 text-blue-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** A message box; the red `error` variant is the banner SPEC §2 and §8 ask for. Closeable when onClose is given. */
export function Alert({
  variant = 'info',
  children,
  onClose,
  className = '',
}: {
  variant?: keyof typeof STYLES;
  children: ReactNode;
  onClose?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-md border px-4 py-3 text-sm ${STYLES[variant]} ${className}`}
    >
      <div className="flex-1">{children}</div>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          aria-label={t('text-close')}
          className="-m-1 rounded p-1 text-lg leading-none hover:bg-black/5"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
