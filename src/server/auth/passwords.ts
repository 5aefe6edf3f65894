import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

// Argon2id (algorithm 2) at OWASP's minimum: 19 MiB of memory, 2 passes, one lane.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password or a malformed hash; never throws on bad input. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash computed for nothing, so answering "no such account" takes as long as checking a real password and
 * the timing does not tell which emails are registered.
 */
let decoy: Promise<string> | null = null;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword('timing-equaliser');
  await verifyPassword(await decoy, password);
}

function isRun(text: string): boolean {
  if (text.length < 4) return false;
  const codes = [...text].map((c) => c.charCodeAt(0));
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) <= 1 && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}

/**
 * Why a password is refused, as a translation key, or null when it is acceptable: length, the common list,
 * a single repeated character or a straight run (abcdefgh, 87654321), or the account's own name or email.
 */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'error-password-too-short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'error-password-too-long';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || isRun(lower) || new Set(lower).size <= 2) return 'error-password-too-common';
  const personal = [context.email?.split('@')[0], ...(context.name?.split(/\s+/) ?? [])]
    .map((p) => p?.toLowerCase() ?? '')
    .filter((p) => p.length >= 4);
  if (personal.some((p) => lower.includes(p))) return 'error-password-personal';
  return null;
}
