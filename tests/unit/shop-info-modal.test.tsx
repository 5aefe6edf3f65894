import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import ShopInfoModal from '@/components/shop/shop-info-modal';
import type { Shop } from '@/framework/rest/types';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

const shop: Shop = {
  id: 1,
  name: 'Green Valley Grocers',
  slug: 'green-valley-grocers',
  description: 'A family grocer in the West Village.',
  address: {
    street_address: '214 Bleecker Street',
    city: 'New York',
    state: 'NY',
    zip: '10012',
    country: 'United States',
  },
  settings: {
    contact: '+1 212 555 0110',
    website: 'https://greenvalley.example',
    socials: [{ icon: 'InstagramIcon', url: 'https://instagram.com/green-valley' }],
  },
  products_count: 30,
  categories: [{ id: 1, name: 'Fruits', slug: 'fruits' }],
};

describe('SHOP_INFO', () => {
  it('fetches the shop when given its slug and shows its full details', async () => {
    let asked = '';
    server.use(
      http.get('*/api/shops/:slug', ({ params }) => {
        asked = String(params.slug);
        return HttpResponse.json(shop);
      }),
    );
    renderWithProviders(<ShopInfoModal data="green-valley-grocers" />);
    expect(await screen.findByRole('heading', { name: 'Green Valley Grocers' })).toBeInTheDocument();
    expect(asked).toBe('green-valley-grocers');
    expect(screen.getByText('214 Bleecker Street, New York, NY 10012, United States')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 212 555 0110' })).toHaveAttribute('href', 'tel:+12125550110');
    expect(screen.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://greenvalley.example');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/green-valley',
    );
    expect(screen.getByText('Fruits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit shop' })).toHaveAttribute('href', '/shops/green-valley-grocers');
  });

  it('uses the shop object it is given without asking the API, and never links unsafe addresses', () => {
    const unsafe = { ...shop, settings: { ...shop.settings, website: 'javascript:alert(1)' } };
    renderWithProviders(<ShopInfoModal data={unsafe} />);
    expect(screen.getByRole('heading', { name: 'Green Valley Grocers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
  });
});
