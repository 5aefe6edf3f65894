import { AppError } from '../../errors';

/**
 * The keyset cursor of a product list: where the page before ends (its last row's sort key and id) and that
 * page's number, for the order it was made in. Opaque to clients (base64url JSON); `next_page_url` carries it.
 */
export interface ProductCursor {
  /** The number of the page that ends at this row; the cursor's page is `page + 1`. */
  page: number;
  /** The last row's sort key, as PostgreSQL prints it (compared back in SQL, so no precision is lost). */
  key: string;
  id: number;
  /** `<orderBy>:<asc|desc>`: a cursor only continues the order it was made in. */
  order: string;
}

const invalid = (message: string) => new AppError('INVALID_QUERY', message, { errors: { cursor: [message] } });

export function encodeCursor(cursor: ProductCursor): string {
  return Buffer.from(JSON.stringify([cursor.page, cursor.key, cursor.id, cursor.order])).toString('base64url');
}

/** The cursor a client sent back, checked against the order of this request (400 when it does not fit). */
export function decodeCursor(raw: string, order: string): ProductCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid('cursor is not one this API gave out (take it from next_page_url or next_cursor).');
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 4 ||
    !Number.isSafeInteger(parts[0]) ||
    (parts[0] as number) < 1 ||
    typeof parts[1] !== 'string' ||
    !Number.isSafeInteger(parts[2]) ||
    typeof parts[3] !== 'string'
  ) {
    throw invalid('cursor is not one this API gave out (take it from next_page_url or next_cursor).');
  }
  const [page, key, id, madeFor] = parts as [number, string, number, string];
  if (madeFor !== order) {
    throw invalid(`cursor continues the order ${madeFor}, but this request sorts by ${order}.`);
  }
  return { page, key, id, order };
}
