import type { Database } from '../../db/client';
import { productRequests } from '../../db/schema';
import { normaliseEmail } from '../shared/email';
import { blankToNull } from './clean-input';

export interface ProductRequestInput {
  name: string;
  email: string;
  product_name: string;
  brand?: string | null;
  link?: string | null;
  description?: string | null;
}

/** Stores a shopper's request for a product the shop does not carry yet. */
export async function createProductRequest(options: {
  database: Database;
  input: ProductRequestInput;
  clientAddress: string;
}): Promise<void> {
  const { input } = options;
  await options.database.db.insert(productRequests).values({
    name: input.name,
    email: normaliseEmail(input.email),
    productName: input.product_name,
    brand: blankToNull(input.brand),
    link: blankToNull(input.link),
    description: blankToNull(input.description),
    clientAddress: options.clientAddress,
  });
}
