import { Activity, type ComponentType, lazy } from 'react';
import { ServerSegment } from './server-segment';

/**
 * A part of a page that the server renders with the rest but whose code the browser loads beside the page's own
 * scripts instead of in them, so it is not in the page's first-load JavaScript. The part is an Activity boundary:
 * React hydrates the page around it and leaves the part's server HTML as it is until its code is here, then
 * hydrates it on its own (ARCHITECTURE "Hydration"). For parts below the fold or beside what a page is about: the
 * HTML is the same either way. Navigating to a page renders it once the code is here (Next renders pages in a
 * transition, which waits for it).
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download is tried again when React reaches the part
        throw error;
      },
    ));
  // The browser asks for the code as the page's scripts run, not when React reaches the part: it arrives while the
  // page hydrates (and before the page's load event), so a press on the part is rarely before it.
  if (typeof window !== 'undefined') start().catch(() => {});
  const Lazy = lazy(() => {
    // Once here, handed over at once: React then hydrates the part in the same pass (also when a press on it asks
    // React to hydrate it right away) instead of waiting for a promise.
    const component = loaded;
    if (component) {
      const ready = {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
      };
      return ready as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return start().then((c) => ({ default: c }));
  });
  function LaterPart(props: P) {
    return (
      <Activity mode="visible">
        <ServerSegment>
          <Lazy {...props} />
        </ServerSegment>
      </Activity>
    );
  }
  return LaterPart;
}
