import type { InferType } from 'yup';
import type { contactUsSchema, productRequestSchema } from '@/shared/validation/inbox';
import { type Body, call } from './call';
import type { ApiError } from './errors';
import type { SuccessResponse } from './types';
import { useMutation } from './mutation';

/** What the forms send: the shared schemas' output (trimmed text, lower-cased email). */
export type ContactUsInput = InferType<typeof contactUsSchema>;
export type ProductRequestInput = InferType<typeof productRequestSchema>;

/** POST /contact-us (SPEC §7). Failures are ApiErrors (message key and field errors). */
export function useContactUs() {
  return useMutation<SuccessResponse, ApiError, ContactUsInput>({
    mutationFn: async (input) => call('post', '/contact-us', { body: input }),
  });
}

/** POST /product-request: empty optional fields are left out rather than sent as null. */
export function useProductRequest() {
  return useMutation<SuccessResponse, ApiError, ProductRequestInput>({
    mutationFn: async (input) => {
      const body = Object.fromEntries(
        Object.entries(input).filter(([, value]) => typeof value === 'string' && value !== ''),
      ) as Body<'/product-request', 'post'>;
      return call('post', '/product-request', { body });
    },
  });
}
