import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb.tsx';

const three: BreadcrumbItem[] = [
  { label: 'Home', url: '/' },
  { label: 'Viaggi da pagare', url: '/travels', queryParams: { plate: 'AB123CD' } },
  { label: 'Paga i viaggi' },
];

function trail() {
  return within(screen.getByRole('navigation', { name: 'Percorso di navigazione' }));
}

describe('Breadcrumb', () => {
  it('names every item, earlier ones as links with their query, the last as the current page', async () => {
    await renderWithProviders(<Breadcrumb items={three} />);
    expect(trail().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it/');
    expect(trail().getByRole('link', { name: 'Viaggi da pagare' })).toHaveAttribute(
      'href',
      '/it/travels?plate=AB123CD',
    );
    const last = trail().getByText('Paga i viaggi');
    expect(last).toHaveAttribute('aria-current', 'page');
    expect(last.closest('a')).toBeNull();
  });

  // Which items show at which width is the stylesheet's (browser test: layout-alignment.spec.ts).
  it('marks the middle items and offers the ellipsis for more than 2 items', async () => {
    await renderWithProviders(<Breadcrumb items={three} />);
    const list = trail().getByRole('list');
    expect(list.className).toMatch(/collapsible/);
    const middle = trail().getByRole('link', { name: 'Viaggi da pagare' }).closest('li');
    expect(middle?.className).toMatch(/middle/);
    const ellipsis = trail().getByRole('button', { name: 'Mostra il percorso completo' });
    expect(ellipsis).toHaveAttribute('aria-expanded', 'false');
    // First, ellipsis, then the rest: the trail reads in order when collapsed.
    const order = trail()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(order).toEqual(['Home', '…', 'Viaggi da pagare', 'Paga i viaggi']);
  });

  it('expands the full trail from the ellipsis and moves the focus to the first hidden item', async () => {
    const { user } = await renderWithProviders(<Breadcrumb items={three} />);
    await user.click(trail().getByRole('button', { name: 'Mostra il percorso completo' }));
    const hidden = trail().getByRole('link', { name: 'Viaggi da pagare' });
    expect(hidden).toHaveFocus();
    expect(trail().queryByRole('button')).toBeNull();
    expect(trail().getByRole('list').className).not.toMatch(/collapsible/);
  });

  it('does not collapse 2 items', async () => {
    await renderWithProviders(<Breadcrumb items={[three[0]!, { label: 'Viaggi da pagare' }]} />);
    expect(trail().getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(trail().getByText('Viaggi da pagare')).toHaveAttribute('aria-current', 'page');
    expect(trail().queryByRole('button')).toBeNull();
  });
});
