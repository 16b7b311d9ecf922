import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('emits a click without href', async () => {
    const onClick = vi.fn();
    const { user } = await renderWithProviders(<Button onClick={onClick}>Paga</Button>);
    await user.click(screen.getByRole('button', { name: 'Paga' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks when disabled', async () => {
    const onClick = vi.fn();
    const { user } = await renderWithProviders(
      <Button onClick={onClick} disabled>
        Paga
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paga' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores clicks while loading and shows it is busy', async () => {
    const onClick = vi.fn();
    const { user } = await renderWithProviders(
      <Button onClick={onClick} loading>
        Paga
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paga' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { user, container } = await renderWithProviders(
      <form>
        <Button type="submit" loading>
          Invia
        </Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens an http link externally in a new window', async () => {
    await renderWithProviders(
      <Button href="https://www.aliae.com" newWindow>
        ALIAE
      </Button>,
    );
    const link = screen.getByRole('link', { name: /ALIAE/ });
    expect(link).toHaveAttribute('href', 'https://www.aliae.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('ALIAE (si apre in una nuova scheda)');
  });

  it('renders mailto as an external link without a language prefix', async () => {
    await renderWithProviders(<Button href="mailto:aiuto@aliae.com">Scrivici</Button>);
    const link = screen.getByRole('link', { name: 'Scrivici' });
    expect(link).toHaveAttribute('href', 'mailto:aiuto@aliae.com');
    expect(link).not.toHaveAttribute('target');
  });

  it('navigates internally with the language prefix', async () => {
    const { user, router } = await renderWithProviders(<Button href="/form/payment">Paga</Button>, {
      language: 'fr',
    });
    const link = screen.getByRole('link', { name: 'Paga' });
    expect(link).toHaveAttribute('href', '/fr/form/payment');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/fr/form/payment');
  });

  it('does not navigate when a link is disabled', async () => {
    const { user, router } = await renderWithProviders(
      <Button href="alert" disabled>
        Iscriviti
      </Button>,
    );
    await user.click(screen.getByRole('link', { name: 'Iscriviti' }));
    expect(router.state.location.pathname).toBe('/it/');
  });
});
