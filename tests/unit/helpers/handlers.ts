import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { settingsFixture, simpleProduct, variableProduct } from '../fixtures/catalogue';

const page = <T>(data: T[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: data.length,
  from: 1,
  to: data.length,
});

/** Default answers; tests override with server.use(...) for their own cases. */
export const handlers = [
  // The whole namespace the browser loads when idle or when a dialog opens (src/lib/i18n/lazy-translations.ts).
  http.get('*/locales/:language/:namespace', ({ params }) =>
    HttpResponse.json(
      JSON.parse(
        readFileSync(
          path.resolve(
            import.meta.dirname,
            '../../../public/locales',
            String(params.language),
            String(params.namespace),
          ),
          'utf8',
        ),
      ),
    ),
  ),
  http.get('*/api/settings', () => HttpResponse.json(settingsFixture)),
  http.get('*/api/products', () => HttpResponse.json(page([simpleProduct, variableProduct]))),
  http.get('*/api/products/:slug', ({ params }) => {
    const product = [simpleProduct, variableProduct].find((p) => p.slug === params.slug);
    return product
      ? HttpResponse.json(product)
      : HttpResponse.json({ message: 'Not found', code: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 });
  }),
];
