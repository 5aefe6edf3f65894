import { type ReactNode, useRef } from 'react';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap';
import { useTranslation } from '@/lib/i18n/provider';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
  /** For views that draw their own frame, such as the payment form (SPEC §2): no panel, no close button. */
  frameless?: boolean;
}

/** The shared modal shell (SPEC §2): a labelled dialog that traps focus, closes on Escape, has a close button. */
export function Modal({ open, onClose, label, children, frameless = false }: ModalProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={
          frameless
            ? 'relative max-h-full overflow-auto'
            : 'relative max-h-full w-full max-w-3xl overflow-auto rounded-lg bg-white shadow-xl'
        }
      >
        {frameless ? null : (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('text-close')}
            className="absolute end-3 top-3 z-10 flex h-9 w-9 items-center justify-center rounded-full bg-gray-100 text-xl text-gray-700 hover:bg-gray-200"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
