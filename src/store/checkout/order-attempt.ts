/**
 * The Idempotency-Key of POST /orders (CONTRACT §11): one key per checkout attempt. Sending the same order again
 * (a retry after a timeout, a double click, a reload after the answer was lost) reuses the key, so the server
 * answers with the order it already made instead of making a second one; any change to what is sent (another
 * cart, address or payment) is a new attempt with a new key. Kept in sessionStorage so that a reload of the tab
 * keeps the attempt (in memory when storage is blocked); forgotten once the order is placed.
 */
const ATTEMPT_KEY = 'pickbazar-order-attempt';

interface Attempt {
  key: string;
  body: string;
}

let memory: Attempt | null = null;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context (https or localhost); getRandomValues keeps the key unguessable anyway.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function read(): Attempt | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as Partial<Attempt> | null;
    return saved && typeof saved.key === 'string' && typeof saved.body === 'string' ? (saved as Attempt) : memory;
  } catch {
    return memory;
  }
}

/** The key for sending `body`: the current attempt's when the body is the same, else a new attempt's. */
export function orderAttemptKey(body: unknown): string {
  const text = JSON.stringify(body);
  const current = read();
  if (current?.body === text) return current.key;
  memory = { key: newKey(), body: text };
  try {
    window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(memory));
  } catch {
    // blocked storage: the attempt lives in memory for this page view
  }
  return memory.key;
}

/** The order was placed: the next checkout is a new attempt. */
export function forgetOrderAttempt(): void {
  memory = null;
  try {
    window.sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // nothing was kept
  }
}
