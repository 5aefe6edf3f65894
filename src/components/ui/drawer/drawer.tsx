import { type ReactNode, useRef } from 'react';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap';
import { useTranslation } from '@/lib/i18n/provider';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  /** Logical side: `start` is the left in left-to-right languages and the right in ar/he. */
  side: 'start' | 'end';
  children: ReactNode;
}

/** A side panel (SPEC §2 drawers): a labelled dialog that traps focus and closes on Escape or outside click. */
export function Drawer({ open, onClose, label, side, children }: DrawerProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40">
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        data-side={side}
        className={`absolute top-0 flex h-full w-full max-w-md flex-col bg-white shadow-xl ${side === 'start' ? 'start-0' : 'end-0'}`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4">
          <h2 className="text-lg font-semibold">{label}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('text-close')}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-gray-100 text-xl hover:bg-gray-200"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>
  );
}
