/** One spelling per address: the newsletter's unique index and later look-ups depend on it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Optional form text: blank means not given, stored as null. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
