import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept in step with the window. False on the server and while the page
 * hydrates (the server cannot know the screen), the real answer right after. Without matchMedia (jsdom) every
 * query matches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
    () => false,
  );
}
