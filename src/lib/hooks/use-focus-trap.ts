import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * The active traps, innermost last. A modal opened over a drawer gets the keys on its own: Escape closes only
 * the modal and the drawer's trap does not pull Tab back to itself.
 */
const traps: HTMLElement[] = [];

/**
 * While `active`: moves focus into the container, keeps Tab/Shift+Tab inside it, calls `onEscape` on Escape,
 * and gives focus back to whatever had it before when it ends.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // The latest callback, without restarting the trap (and moving focus) whenever a caller passes a new function.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!active) return;
    const root = container.current;
    if (!root) return;
    const previous = document.activeElement as HTMLElement | null;
    const focusables = () =>
      [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
    traps.push(root);
    (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (traps[traps.length - 1] !== root) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      // Focus outside the container (e.g. its element was just removed and focus fell to <body>) comes back in.
      const outside = !root.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = traps.lastIndexOf(root);
      if (index > -1) traps.splice(index, 1);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [active, container]);
}
