/**
 * Work a request starts and does not wait for (mails and texts sent after the answer, see `quietly` in
 * services/auth/account-mails.ts). Each piece is kept here until it settles, so whoever needs it finished can wait
 * for it: a test awaits `backgroundWorkSettled()` before concluding that no mail was sent, instead of sleeping and
 * hoping the work is done by then. Kept on globalThis so Next's bundles and the production server share one
 * registry (like the shared database, runtime.ts).
 */
const KEY = Symbol.for('pickbazar.background-work');
type Holder = { [KEY]?: Set<Promise<unknown>> };

function pending(): Set<Promise<unknown>> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Set();
  return holder[KEY];
}

/** Registers work running in the background; returns the same promise. */
export function trackBackgroundWork<T>(work: Promise<T>): Promise<T> {
  const set = pending();
  set.add(work);
  const forget = () => void set.delete(work);
  work.then(forget, forget);
  return work;
}

/**
 * Resolves once every piece of background work started so far, and any it started in turn, has settled
 * (failures included: background work reports its own failures).
 */
export async function backgroundWorkSettled(): Promise<void> {
  const set = pending();
  while (set.size > 0) await Promise.allSettled([...set]);
}
