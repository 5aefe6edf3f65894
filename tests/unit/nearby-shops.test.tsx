import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Shop } from '@/framework/rest/types';
import NearbyShopsPage from '@/pages/shops/search';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

const shop = (id: number, name: string, distance: number): Shop => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  is_active: true,
  address: { street_address: `${id} Main Street`, city: 'New York', country: 'United States' },
  products_count: 10 + id,
  distance,
});

function mockGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/shops/search without a position', () => {
  it('checks typed coordinates and only then puts them in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NearbyShopsPage />, { router: { pathname: '/shops/search', query: {} } });
    expect(screen.getByRole('heading', { level: 1, name: 'Nearby shops' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Enter coordinates' });
    const lat = within(form).getByLabelText('Latitude');
    const lng = within(form).getByLabelText('Longitude');
    const submit = within(form).getByRole('button', { name: 'Find shops' });

    await user.click(submit);
    expect(screen.getByText('Please enter a latitude.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a longitude.')).toBeInTheDocument();
    expect(lat).toHaveAttribute('aria-invalid', 'true');

    await user.type(lat, '95');
    await user.type(lng, '12abc');
    await user.click(submit);
    expect(screen.getByText('Latitude must be a number between -90 and 90.')).toBeInTheDocument();
    expect(screen.getByText('Longitude must be a number between -180 and 180.')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();

    await user.clear(lat);
    await user.type(lat, '40.7128');
    await user.clear(lng);
    await user.type(lng, '-74.006');
    await user.click(submit);
    expect(router.push).toHaveBeenCalledWith('/shops/search?lat=40.7128&lng=-74.006');
    expect(screen.queryByText(/must be a number/)).not.toBeInTheDocument();
  });

  it("uses the browser's position (rounded to four decimals) for the URL", async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 25.14251234, longitude: 55.22694321 } } as GeolocationPosition),
    );
    mockGeolocation(getCurrentPosition);
    const { router } = renderWithProviders(<NearbyShopsPage />, { router: { pathname: '/shops/search', query: {} } });
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledWith('/shops/search?lat=25.1425&lng=55.2269');
  });

  it('explains a refused location and leaves the URL alone', async () => {
    const user = userEvent.setup();
    mockGeolocation((_success, failure) => failure?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    const { router } = renderWithProviders(<NearbyShopsPage />, { router: { pathname: '/shops/search', query: {} } });
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText(/Location access was denied/)).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('treats an invalid position in the URL as no position (no request) and says so', () => {
    renderWithProviders(<NearbyShopsPage />, {
      router: { pathname: '/shops/search', query: { lat: '999', lng: '10' } },
    });
    expect(screen.getByText(/The position in the address is not valid/)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue('999');
  });
});

describe('/shops/search?lat=&lng=', () => {
  it('lists the shops around the position, nearest first, with their distance in km', async () => {
    let path = '';
    server.use(
      http.get('*/api/near-by-shop/:lat/:lng', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json([
          shop(1, 'Harvest Corner', 6.75),
          shop(2, 'Thread & Needle', 0.92),
          shop(3, 'Paper Lantern', 2.47),
        ]);
      }),
    );
    renderWithProviders(<NearbyShopsPage />, {
      router: { pathname: '/shops/search', query: { lat: '40.75', lng: '-73.98' } },
    });
    const results = await screen.findByRole('region', { name: 'Shops near you' });
    const cards = await within(results).findAllByRole('listitem');
    expect(path).toBe('/api/near-by-shop/40.75/-73.98');
    expect(cards.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Thread & Needle',
      'Paper Lantern',
      'Harvest Corner',
    ]);
    expect(within(cards[0]!).getByText('0.9 km away')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('6.8 km away')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/shops/thread-needle');
    expect(screen.getByText('3 shops found, nearest first')).toBeInTheDocument();
  });

  it('says when no shop is near and links to all shops', async () => {
    server.use(http.get('*/api/near-by-shop/:lat/:lng', () => HttpResponse.json([])));
    renderWithProviders(<NearbyShopsPage />, { router: { pathname: '/shops/search', query: { lat: '0', lng: '0' } } });
    expect(await screen.findByText('No shops deliver near this position yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all shops' })).toHaveAttribute('href', '/shops');
  });
});
