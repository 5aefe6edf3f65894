import { type ComponentType, lazy, Suspense } from 'react';
import { useHydrated } from './hooks/use-hydrated';

/**
 * A component that only renders in the browser, its code loading the first time it renders: what next/dynamic
 * with `ssr: false` does, on React's own lazy() and Suspense, so the first-load JavaScript of every page does
 * not carry next/dynamic's loader. `Placeholder` (next/dynamic's `loading`) stands in for it on the server, while
 * the page hydrates and until its code is here.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder?: ComponentType,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientOnly(props: P) {
    const placeholder = Placeholder ? <Placeholder /> : null;
    if (!useHydrated()) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
