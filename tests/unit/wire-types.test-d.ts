import { describe, expectTypeOf, it } from 'vitest';
import type { components, paths } from '@/framework/rest/api-schema';
import { call, type DocumentedAnswer, type Method, type Operation, type Resolved } from '@/framework/rest/call';
import type { CreateOrderInput, Order, Product, ProviderAnswers, Settings } from '@/framework/rest/types';

/**
 * The client is keyed by the generated OpenAPI `paths` (src/framework/rest/call.ts): it cannot name a path or a
 * method the document does not have, its parameters, query and body are the document's, and it answers the
 * document's type except where the provider contract is wider (`ProviderAnswers` in types.ts), which must name a
 * documented route and be wider than its documented answer, never narrower, different or a mere copy. Checked by
 * the compiler (`npm run typecheck` covers *.test-d.ts); nothing here runs a request.
 */
type S = components['schemas'];
type Documented<P extends keyof paths, M extends Method> = Resolved<DocumentedAnswer<Operation<P, M>>>;

/** Each entry of ProviderAnswers as a verdict: documented or not, fits the documented answer or not, or a copy. */
type Verdict<P extends keyof ProviderAnswers, M extends keyof ProviderAnswers[P]> = P extends keyof paths
  ? M extends Method
    ? paths[P] extends Record<M, object>
      ? [Documented<P, M>] extends [ProviderAnswers[P][M]]
        ? [ProviderAnswers[P][M]] extends [Documented<P, M>]
          ? ['repeats the document', P, M]
          : 'ok'
        : ['narrower than or different from the documented answer', P, M]
      : ['not a documented method', P, M]
    : ['not a method', P]
  : ['not a documented path', P];
type Verdicts = {
  [P in keyof ProviderAnswers]: { [M in keyof ProviderAnswers[P]]: Verdict<P, M> }[keyof ProviderAnswers[P]];
}[keyof ProviderAnswers];

// Never called: the checks below are the compiler's.
const typeOnly = false as boolean;

describe('the typed client (call.ts) over the generated paths', () => {
  it('keeps every provider-contract answer a documented route’s, wider than the document and no copy of it', () => {
    // A type error here lists each entry of ProviderAnswers that is not 'ok', with why.
    expectTypeOf<Verdicts>().toEqualTypeOf<'ok'>();
  });

  it('answers the document’s type, or the provider contract’s where that is wider', () => {
    expectTypeOf(call<'post', '/cards/setup-intent'>).returns.resolves.toEqualTypeOf<S['CardSetup']>();
    expectTypeOf(call<'get', '/dev/outbox'>).returns.resolves.toEqualTypeOf<{ data: S['OutboxMessage'][] }>();
    // A refusal (`{success: false}`) rejects instead (http.ts refusalOf), so it is not part of the answer.
    expectTypeOf(call<'post', '/change-password'>).returns.resolves.toEqualTypeOf<S['AccountResult']>();
    expectTypeOf(call<'get', '/products/{slug}'>).returns.resolves.toEqualTypeOf<Product>();
    expectTypeOf(call<'get', '/settings'>).returns.resolves.toEqualTypeOf<Settings>();
    expectTypeOf(call<'post', '/orders/payment'>).returns.resolves.toEqualTypeOf<Order | ''>();
    // The back office's routes are in the same document.
    expectTypeOf(call<'get', '/admin/me'>).returns.resolves.toEqualTypeOf<S['BackOfficeMe']>();
  });

  it('accepts only documented paths, methods, parameters, queries and bodies', () => {
    if (typeOnly) {
      void call('get', '/products/{slug}', { params: { slug: 'apple' }, query: { language: 'en', with: 'shop' } });
      void call('post', '/orders', { body: {} as CreateOrderInput, headers: { 'Idempotency-Key': 'k' } });
      void call('get', '/cards');

      // @ts-expect-error a path the document does not have
      void call('get', '/product/{slug}', { params: { slug: 'apple' } });
      // @ts-expect-error a method the path does not have
      void call('delete', '/settings');
      // @ts-expect-error a concrete path instead of the documented template
      void call('get', '/products/apple');
      // @ts-expect-error the path parameter is missing
      void call('get', '/products/{slug}');
      // @ts-expect-error a path parameter of another name
      void call('get', '/products/{slug}', { params: { id: 1 } });
      // @ts-expect-error a query parameter the endpoint does not take
      void call('get', '/settings', { query: { page: 2 } });
      // @ts-expect-error a query value outside the documented enum
      void call('get', '/products', { query: { sortedBy: 'up' } });
      // @ts-expect-error a body without its required fields
      void call('post', '/token', { body: { email: 'a@b.c' } });
      // @ts-expect-error a body for an endpoint that takes none
      void call('get', '/me', { body: { id: 1 } });
      // @ts-expect-error the body is required
      void call('post', '/contact-us');
    }
    expectTypeOf(call).toBeFunction();
  });
});
