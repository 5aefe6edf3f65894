/**
 * Toasts (SPEC §2: closing after 2000 ms). react-toastify is loaded with the first toast, not with every page;
 * the container mounts on request and shows what was queued meanwhile.
 */
type Kind = 'success' | 'error' | 'info';

let requested = false;
const listeners = new Set<() => void>();

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}

export async function notify(kind: Kind, message: string): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  const { toast } = await import('react-toastify');
  toast[kind](message);
}
