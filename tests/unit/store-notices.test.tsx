import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { StoreNotices } from '@/components/shop/store-notices';
import type { StoreNotice } from '@/framework/rest/types';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

const notice = (id: number, priority: StoreNotice['priority'], text: string, effective_from: string): StoreNotice => ({
  id,
  priority,
  notice: text,
  description: `${text} details`,
  effective_from,
  expired_at: '2027-01-21T00:00:00.000000Z',
});

// Deliberately out of order, as a provider that sorts differently (or not at all) would answer.
const notices = [
  notice(1, 'low', 'Free samples this month', '2026-11-20T00:00:00.000000Z'),
  notice(2, 'medium', 'Deli counter closes early', '2026-11-18T00:00:00.000000Z'),
  notice(3, 'high', 'Storm delays on Friday', '2026-11-10T00:00:00.000000Z'),
  notice(4, 'medium', 'Ramadan opening hours', '2026-11-21T00:00:00.000000Z'),
  notice(5, 'high', 'Card payments down tonight', '2026-11-19T00:00:00.000000Z'),
];

describe('StoreNotices', () => {
  it('asks for the notices of the shop by shop_id and lists them high → medium → low, newest first within a level', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('*/api/store-notices', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ data: notices, current_page: 1, last_page: 1, per_page: 50, total: notices.length });
      }),
    );
    renderWithProviders(<StoreNotices shopId={7} />);

    const region = await screen.findByRole('region', { name: 'Store notices' });
    expect(asked!.get('shop_id')).toBe('7');
    expect(asked!.get('search')).toBeNull();
    const titles = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Card payments down tonight',
      'Storm delays on Friday',
      'Ramadan opening hours',
      'Deli counter closes early',
      'Free samples this month',
    ]);
  });

  it('styles each priority distinctly and names it in words, not colour alone', async () => {
    server.use(
      http.get('*/api/store-notices', () =>
        HttpResponse.json({ data: notices, current_page: 1, last_page: 1, per_page: 50, total: notices.length }),
      ),
    );
    renderWithProviders(<StoreNotices shopId={7} />);
    const items = within(await screen.findByRole('region', { name: 'Store notices' })).getAllByRole('listitem');

    const byPriority = (p: string) => items.find((li) => li.dataset.priority === p)!;
    expect(within(byPriority('high')).getByText('Important')).toBeInTheDocument();
    expect(within(byPriority('medium')).getByText('Notice')).toBeInTheDocument();
    expect(within(byPriority('low')).getByText('Info')).toBeInTheDocument();
    expect(byPriority('high')).toHaveClass('border-red-600', 'bg-red-50');
    expect(byPriority('medium')).toHaveClass('border-amber-500', 'bg-amber-50');
    expect(byPriority('low')).toHaveClass('border-sky-600', 'bg-sky-50');
    expect(within(byPriority('high')).getByText('Until Jan 21, 2027')).toBeInTheDocument();
  });

  it('shows nothing when the shop has no notices', async () => {
    let called = false;
    server.use(
      http.get('*/api/store-notices', () => {
        called = true;
        return HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 50, total: 0 });
      }),
    );
    const { container } = renderWithProviders(<StoreNotices shopId={9} />);
    await expect.poll(() => called).toBe(true);
    expect(container).toBeEmptyDOMElement();
  });
});
