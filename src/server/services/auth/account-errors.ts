import { AppError } from '../../errors';

export const emailTaken = () =>
  new AppError('VALIDATION_FAILED', 'An account with this email already exists.', {
    errors: { email: ['error-email-taken'] },
  });

/** A password passwordProblem() refused, as a field error on the form field that holds it. */
export const weakPassword = (field: string, problem: string) =>
  new AppError('VALIDATION_FAILED', 'Please choose a stronger password.', { errors: { [field]: [problem] } });

/**
 * True for PostgreSQL's unique_violation (23505), however the driver wraps it (drizzle puts the driver's
 * error in `cause`). Lets a check-then-write treat a concurrent duplicate like the checked case.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
