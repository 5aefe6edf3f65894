import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContentPage } from '@/components/content/content-page';
import type { PageContent } from '@/content';
import { renderWithProviders } from './helpers/render';

const content: PageContent = {
  title: 'Help',
  description: 'Answers about **delivery** and more.',
  updated: 'Last updated: 2 March 2026',
  sections: [
    { id: 'a', title: 'Ordering', blocks: ['See [our shops](/shops) or write to [us](mailto:hello@example.com).'] },
    {
      id: 'b',
      title: 'Delivery',
      blocks: [{ faq: [{ question: 'How much is delivery?', answer: ['Free over **$50**.'] }] }],
    },
    { id: 'c', title: 'Steps', blocks: [{ ordered: true, list: ['One', 'Two'] }] },
    {
      id: 'd',
      title: 'Fees',
      blocks: [{ table: { caption: 'Fees', head: ['Order', 'Fee'], rows: [['Up to $50', '$4.99']] } }],
    },
  ],
};

describe('ContentPage', () => {
  it('renders one h1, the lead without marks, and a section heading per section', () => {
    renderWithProviders(<ContentPage path="/help" content={content} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Answers about delivery and more.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ordering',
      'Delivery',
      'Steps',
      'Fees',
    ]);
  });

  it('lists the sections in a labelled table of contents that links to their anchors', () => {
    renderWithProviders(<ContentPage path="/help" content={content} />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '#b');
    expect(document.getElementById('b')).toHaveTextContent('Delivery');
  });

  it('turns inline marks into links and emphasis', () => {
    renderWithProviders(<ContentPage path="/help" content={content} />);
    expect(screen.getByRole('link', { name: 'our shops' })).toHaveAttribute('href', '/shops');
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByRole('table', { name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Up to $50' })).toBeInTheDocument();
  });

  it('shows questions as a disclosure that opens on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentPage path="/help" content={content} />);
    const question = screen.getByText('How much is delivery?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('$50').tagName).toBe('STRONG');
  });
});
