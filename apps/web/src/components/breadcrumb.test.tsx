import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
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
  it('shows every item on wide screens, earlier ones as links with their query', async () => {
    setViewportWidth(1024);
    await renderWithProviders(<Breadcrumb items={three} />);
    expect(trail().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it/');
    expect(trail().getByRole('link', { name: 'Viaggi da pagare' })).toHaveAttribute(
      'href',
      '/it/travels?plate=AB123CD',
    );
    const last = trail().getByText('Paga i viaggi');
    expect(last).toHaveAttribute('aria-current', 'page');
    expect(last.closest('a')).toBeNull();
    expect(trail().queryByRole('button')).toBeNull();
  });

  it('collapses 3 items to first, ellipsis and last below 1024 px', async () => {
    setViewportWidth(1023);
    await renderWithProviders(<Breadcrumb items={three} />);
    expect(trail().getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(trail().queryByRole('link', { name: 'Viaggi da pagare' })).toBeNull();
    expect(trail().getByText('Paga i viaggi')).toHaveAttribute('aria-current', 'page');
    expect(
      trail().getByRole('button', { name: 'Mostra il percorso completo' }),
    ).toBeInTheDocument();
  });

  it('expands the full trail from the ellipsis', async () => {
    setViewportWidth(500);
    const { user } = await renderWithProviders(<Breadcrumb items={three} />);
    await user.click(trail().getByRole('button', { name: 'Mostra il percorso completo' }));
    const hidden = trail().getByRole('link', { name: 'Viaggi da pagare' });
    expect(hidden).toBeInTheDocument();
    expect(hidden).toHaveFocus();
    expect(trail().queryByRole('button')).toBeNull();
  });

  it('does not collapse 2 items on small screens', async () => {
    setViewportWidth(375);
    await renderWithProviders(<Breadcrumb items={[three[0]!, { label: 'Viaggi da pagare' }]} />);
    expect(trail().getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(trail().getByText('Viaggi da pagare')).toHaveAttribute('aria-current', 'page');
    expect(trail().queryByRole('button')).toBeNull();
  });

  it('follows the window when it crosses 1024 px', async () => {
    setViewportWidth(1280);
    await renderWithProviders(<Breadcrumb items={three} />);
    expect(trail().getByRole('link', { name: 'Viaggi da pagare' })).toBeInTheDocument();
    setViewportWidth(800);
    expect(
      await trail().findByRole('button', { name: 'Mostra il percorso completo' }),
    ).toBeVisible();
  });
});
