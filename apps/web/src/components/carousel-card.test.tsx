import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { CarouselCard } from './carousel-card.tsx';

describe('CarouselCard', () => {
  it('shows a decorative picture, the title and a button naming the card', async () => {
    const { container } = await renderWithProviders(
      <CarouselCard
        title="Tariffe 2026"
        img="/media/a79/tariffe.svg"
        icon="payment"
        url="/tariffe"
        buttonLabel="Scopri di più"
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { level: 3, name: 'Tariffe 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri di più: Tariffe 2026' })).toHaveAttribute(
      'href',
      '/it/tariffe',
    );
  });

  it('opens an external URL in a new window when asked', async () => {
    await renderWithProviders(
      <CarouselCard title="ALIAE" url="https://www.aliae.com" newWindow buttonLabel="Visita" />,
    );
    const link = screen.getByRole('link', { name: /^Visita/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Visita: ALIAE (si apre in una nuova scheda)');
  });

  it('has no button without a URL', async () => {
    await renderWithProviders(<CarouselCard title="Solo titolo" buttonLabel="Scopri di più" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
