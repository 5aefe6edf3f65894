import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { productStructuredData, productTrail } from '@/components/product/product-structured-data';
import { serializeJsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/components/seo/product-ld';
import type { Product } from '@/framework/rest/types';
import ProductPage from '@/pages/products/[slug]';
import { variableProduct } from './fixtures/catalogue';
import {
  digitalDetail,
  pageOf,
  questionsFixture,
  review,
  reviewsFixture,
  simpleDetail,
} from './fixtures/product-detail';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

/** Serves one product detail plus its reviews (5 per page, optional `search=rating:N`) and questions. */
function serve(product: Product, { questions = questionsFixture, reviews = reviewsFixture, reviewsStatus = 200 } = {}) {
  const reviewRequests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/products/:slug', ({ params }) =>
      params.slug === product.slug
        ? HttpResponse.json(product)
        : HttpResponse.json({ message: 'PICKBAZAR_ERROR.NOT_FOUND' }, { status: 404 }),
    ),
    http.get('*/api/reviews', ({ request }) => {
      const params = new URL(request.url).searchParams;
      reviewRequests.push(params);
      if (reviewsStatus !== 200)
        return HttpResponse.json({ message: 'error-something-wrong' }, { status: reviewsStatus });
      const rating = /^rating:(\d)$/.exec(params.get('search') ?? '')?.[1];
      const rows = reviews.filter(
        (r) => Number(params.get('product_id')) === product.id && (!rating || r.rating === Number(rating)),
      );
      return HttpResponse.json(pageOf(rows, Number(params.get('page') ?? 1), Number(params.get('limit') ?? 15)));
    }),
    http.get('*/api/questions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      // search=question:<words> with searchFields=question:like: the questions containing the words, any case.
      const words = /^question:(.*)$/.exec(params.get('search') ?? '')?.[1]?.toLowerCase();
      if (words !== undefined && params.get('searchFields') !== 'question:like') {
        return HttpResponse.json({ message: 'error-something-wrong' }, { status: 400 });
      }
      const rows = questions.filter((q) => words === undefined || q.question.toLowerCase().includes(words));
      return HttpResponse.json(pageOf(rows, Number(params.get('page') ?? 1), Number(params.get('limit') ?? 15)));
    }),
  );
  return reviewRequests;
}

const renderPage = (slug: string) =>
  renderWithProviders(<ProductPage slug={slug} />, { router: { pathname: '/products/[slug]', query: { slug } } });

describe('product page', () => {
  it('shows the product with its links: shop, type, categories, tags and manufacturer', async () => {
    serve(simpleDetail);
    renderPage('honeycrisp-apples');
    expect(await screen.findByRole('heading', { level: 1, name: 'Honeycrisp Apples' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Green Valley Grocers' })).toHaveAttribute(
      'href',
      '/shops/green-valley-grocers',
    );
    // In the breadcrumb and among the categories.
    expect(screen.getAllByRole('link', { name: 'Fruits' }).map((a) => a.getAttribute('href'))).toEqual([
      '/search?category=fruits',
      '/search?category=fruits',
    ]);
    expect(screen.getByRole('link', { name: 'Fruits & Vegetables' })).toHaveAttribute(
      'href',
      '/search?category=fruits-vegetables',
    );
    expect(screen.getByRole('link', { name: 'Organic' })).toHaveAttribute('href', '/search?tags=organic');
    expect(screen.getByRole('link', { name: 'Valley Farms' })).toHaveAttribute('href', '/manufacturers/valley-farms');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('›', '').trim()),
    ).toEqual(['Home', 'Grocery', 'Fruits', 'Honeycrisp Apples']);
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' })).toBeInTheDocument();
  });

  it('draws one bar per star count from rating_count and filters the reviews by a bar', async () => {
    const user = userEvent.setup();
    const requests = serve(simpleDetail);
    renderPage('honeycrisp-apples');
    expect(await screen.findByText('Based on 5 reviews')).toBeInTheDocument();
    const breakdown = screen.getByRole('list', { name: 'Reviews by rating' });
    const width = (rating: number) => within(breakdown).getByTestId(`rating-bar-${rating}`).style.width;
    expect([5, 4, 3, 2, 1].map(width)).toEqual(['40%', '40%', '0%', '0%', '20%']);
    expect(screen.getByRole('button', { name: '3 out of 5 stars: 0 reviews' })).toBeDisabled();

    // The first page holds 5 reviews, newest first, with their authors.
    expect(await screen.findByText('Perfectly crisp.')).toBeInTheDocument();
    expect(screen.getByText('Sam Carter')).toBeInTheDocument();
    expect(requests[0]?.get('with')).toBe('user');
    expect(requests[0]?.get('product_id')).toBe('11');

    await user.click(screen.getByRole('button', { name: '1 out of 5 stars: 1 review' }));
    expect(await screen.findByText('Showing reviews with 1 star')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Perfectly crisp.')).not.toBeInTheDocument());
    expect(screen.getByText('Bruised on arrival.')).toBeInTheDocument();
    expect(requests.at(-1)?.get('search')).toBe('rating:1');

    await user.click(screen.getByRole('button', { name: 'Show all reviews' }));
    expect(await screen.findByText('Perfectly crisp.')).toBeInTheDocument();
  });

  it('pages the reviews forward with "More reviews"', async () => {
    const user = userEvent.setup();
    const seven = [
      ...reviewsFixture,
      review(6, 5, 'Noor Haddad', 'Kids love them.'),
      review(7, 4, 'Ana Ruiz', 'Solid.'),
    ];
    serve({ ...simpleDetail, total_reviews: 7 }, { reviews: seven });
    renderPage('honeycrisp-apples');
    await screen.findByText('Perfectly crisp.');
    const list = () => within(screen.getByRole('region', { name: 'Ratings and reviews' })).getAllByRole('article');
    expect(list()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Kids love them.')).toBeInTheDocument();
    expect(list()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('shows answered questions, and empty and error states for the lists', async () => {
    serve(simpleDetail, { questions: [], reviewsStatus: 500 });
    renderPage('honeycrisp-apples');
    expect(await screen.findByText('No answered questions yet')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong, please try again')).toBeInTheDocument();
  });

  it('lists answered questions with their answers', async () => {
    serve(simpleDetail);
    renderPage('honeycrisp-apples');
    expect(await screen.findByText('Are these washed?')).toBeInTheDocument();
    expect(screen.getByText('Rinsed once; wash again before eating.')).toBeInTheDocument();
  });

  it('searches the questions by their text', async () => {
    const user = userEvent.setup();
    const more = { ...questionsFixture[0]!, id: 8, question: 'Do they keep; for a week?', answer: 'Up to ten days.' };
    serve(simpleDetail, { questions: [...questionsFixture, more] });
    renderPage('honeycrisp-apples');
    expect(await screen.findByText('Are these washed?')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    await user.type(search, 'KEEP{Enter}');
    await waitFor(() => expect(screen.queryByText('Are these washed?')).not.toBeInTheDocument());
    expect(screen.getByText('Do they keep; for a week?')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'gluten{Enter}');
    expect(await screen.findByText('No answered question mentions “gluten”')).toBeInTheDocument();
    await user.clear(search);
    expect(await screen.findByText('Are these washed?')).toBeInTheDocument();
  });

  it('dates reviews and answers with a datetime HTML accepts (the API writes six-digit fractions)', async () => {
    serve(simpleDetail);
    renderPage('honeycrisp-apples');
    const answered = await screen.findByText('Oct 20, 2026');
    expect(answered.tagName).toBe('TIME');
    expect(answered).toHaveAttribute('datetime', '2026-10-20T10:00:00.000Z');
    const reviewed = await screen.findAllByText('Nov 1, 2026');
    expect(reviewed.map((date) => date.getAttribute('datetime'))).toEqual(
      reviewsFixture.map(() => '2026-11-01T10:00:00.000Z'),
    );
  });

  it('applies the in-stock rule through the cart: out of stock once the cart holds all of it (SPEC §5)', async () => {
    const user = userEvent.setup();
    serve(simpleDetail);
    renderPage('honeycrisp-apples');
    const stock = await screen.findByTestId('product-stock');
    expect(stock).toHaveTextContent('In stock · 3 left');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(stock).toHaveTextContent('2 left');
    expect(screen.getByText('1 in your cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Honeycrisp Apples' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(stock).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('reads a saved cart: a product whose stock is already in the cart shows out of stock', async () => {
    window.localStorage.setItem(
      'pick-cart',
      JSON.stringify({
        items: [{ id: 11, price: 2.6, quantity: 3, stock: 3, name: 'Honeycrisp Apples' }],
        isEmpty: false,
        totalItems: 3,
        totalUniqueItems: 1,
        total: 7.8,
        meta: null,
        language: 'en',
      }),
    );
    serve(simpleDetail);
    renderPage('honeycrisp-apples');
    expect(await screen.findByTestId('product-stock')).toHaveTextContent('Out of stock');
  });

  it('says a digital product is a download', async () => {
    serve(digitalDetail);
    renderPage('the-weight-of-lanterns');
    expect(await screen.findByText(/Digital product: a download/)).toBeInTheDocument();
  });
});

describe('product structured data', () => {
  it('describes the product, its offer with availability and seller, and its rating', () => {
    const data = productStructuredData(simpleDetail, { currency: 'USD', locale: 'ar' });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Honeycrisp Apples',
      url: 'http://localhost:3000/ar/products/honeycrisp-apples',
      image: ['http://localhost:3000/api/media/apples.webp', 'http://localhost:3000/api/media/apples-2.webp'],
      brand: { '@type': 'Brand', name: 'Valley Farms' },
      offers: {
        '@type': 'Offer',
        price: '2.60',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Green Valley Grocers' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.8, reviewCount: 5 },
    });
  });

  it('offers what the shopper pays: the list price when the sale price is 0 or not below it', () => {
    const offer = (sale_price: number | null) =>
      productStructuredData({ ...simpleDetail, sale_price }, { currency: 'USD', locale: 'en' }).offers;
    expect(offer(0)).toMatchObject({ price: '3.20' });
    expect(offer(null)).toMatchObject({ price: '3.20' });
    expect(offer(5)).toMatchObject({ price: '3.20' });
    expect(offer(2.6)).toMatchObject({ price: '2.60' });
  });

  it('gives a variable product a price range, and no rating without reviews', () => {
    const data = productStructuredData({ ...variableProduct, total_reviews: 0 }, { currency: 'EUR', locale: 'en' });
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '24.00',
      highPrice: '28.00',
      priceCurrency: 'EUR',
    });
    expect(data.aggregateRating).toBeUndefined();
    const soldOut = productStructuredData(
      { ...variableProduct, variation_options: variableProduct.variation_options!.map((o) => ({ ...o, quantity: 0 })) },
      { currency: 'EUR', locale: 'en' },
    );
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('builds the breadcrumb Home › type › category › product and escapes "<" in the script', () => {
    const trail = productTrail(simpleDetail, 'Home');
    const ld = breadcrumbLd(trail.map((c) => ({ name: c.name, url: `https://shop.example${c.path}` })));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Grocery', item: 'https://shop.example/grocery' },
      { '@type': 'ListItem', position: 3, name: 'Fruits', item: 'https://shop.example/search?category=fruits' },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Honeycrisp Apples',
        item: 'https://shop.example/products/honeycrisp-apples',
      },
    ]);
    expect(serializeJsonLd({ '@type': 'Thing', name: '</script><b>' })).not.toContain('</script>');
  });
});
