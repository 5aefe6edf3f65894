import { type ReactNode, useId, useState } from 'react';
import { ChevronIcon } from '@/components/icons/chevron-icon';

interface FilterSectionProps {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** One group of the filter panel: a heading that opens and closes its choices (disclosure pattern). */
export function FilterSection({ title, defaultOpen = true, children }: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className="border-b border-gray-200 py-4 last:border-b-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between rounded text-start text-sm font-semibold text-gray-900 hover:text-accent"
        >
          {title}
          <ChevronIcon className={`shrink-0 transition-transform ${open ? 'rotate-90' : 'rtl:rotate-180'}`} />
        </button>
      </h3>
      <div id={id} hidden={!open} className="mt-3">
        {children}
      </div>
    </div>
  );
}
