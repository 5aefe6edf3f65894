import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SearchForm } from '@/components/layouts/search-form';
import { server } from './helpers/msw-server';
import { renderWithProviders } from './helpers/render';

/** The header search box's suggestions (issue 23 item 3): an ARIA combobox fed by GET /products/suggestions. */
function answerSuggestions(seen: string[] = []) {
  server.use(
    http.get('*/api/products/suggestions', ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${url.searchParams.get('q')}|${url.searchParams.get('language')}`);
      return HttpResponse.json({ data: ['apple', 'apples', 'apple cider'] });
    }),
  );
}

describe('header search suggestions', () => {
  it('suggests as the shopper types, once the typing pauses, and takes one with the arrows and Enter', async () => {
    const seen: string[] = [];
    answerSuggestions(seen);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchForm />);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'app');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Debounced: one request for the word typed, not one per key.
    expect(seen).toEqual(['app|en']);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['apple', 'apples', 'apple cider']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);

    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith({ pathname: '/search', query: { text: 'apple cider' } });
    expect(box).toHaveValue('apple cider');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes with Escape and submits what was typed with Enter', async () => {
    answerSuggestions();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchForm />);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'app');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith({ pathname: '/search', query: { text: 'app' } });
  });

  it('takes a suggestion by click, and asks in the page’s language', async () => {
    const seen: string[] = [];
    answerSuggestions(seen);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchForm />, { router: { locale: 'ar' } });
    await user.type(screen.getByRole('combobox'), 'app');
    await user.click(await screen.findByRole('option', { name: 'apples' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/search', query: { text: 'apples' } });
    expect(seen).toEqual(['app|ar']);
  });

  it('stays a plain search box when the provider has no suggestions endpoint', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/products/suggestions', () => {
        asked++;
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchForm />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'apple');
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith({ pathname: '/search', query: { text: 'apple' } });
  });
});
