/**
 * The name of the unique constraint a failed insert or update ran into, or null for any other error.
 * Both drivers report PostgreSQL's code 23505; drizzle may wrap the driver's error in `cause`.
 */
export function uniqueViolation(err: unknown): string | null {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
