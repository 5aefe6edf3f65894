/**
 * Storage keys are relative, slash-separated names (`uploads/3f….webp`, `digital/some-book/file.pdf`). One rule for
 * every store, so a key can never leave its area: no absolute paths, no `..` or `.` parts, no empty parts, no
 * backslashes or control characters. A part starts with a letter, digit or underscore (so never with a dot: hidden
 * files and `..` are out), then letters, digits, `.`, `_` and `-`.
 */
const PART = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 512;
const MAX_PARTS = 8;

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const parts = key.split('/');
  return parts.length <= MAX_PARTS && parts.every((part) => PART.test(part));
}

/** Throws for a key that breaks the rule above (writes: a bad key is a bug, never something to store). */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError(`Not a valid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
