/**
 * One spelling per address: emails are stored trimmed and lower-cased and compared the same way (accounts, sign-in,
 * password resets, the newsletter's unique index, contact messages and product requests).
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
