import { createRef } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { CaptchaField, type CaptchaFieldHandle } from '../captcha-field.tsx';
import { aChallenge, challengeUrl, serveChallenges, tokenNumber } from './challenge.ts';

describe('CaptchaField', () => {
  it('solves by itself, reports the token, then null and a new token after reset', async () => {
    const numbers = [11, 22];
    const { handler, served } = serveChallenges(() =>
      aChallenge({ number: numbers[served.length] }),
    );
    server.use(handler);
    const onTokenChange = vi.fn<(token: string | null) => void>();
    const ref = createRef<CaptchaFieldHandle>();
    await renderWithProviders(<CaptchaField ref={ref} onTokenChange={onTokenChange} />);

    const group = screen.getByRole('group', { name: 'Verifica anti-robot' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verifica anti-robot in corso…');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Verifica completata'),
    );
    // The token is reported from an effect after the render that shows "completed": wait for it
    // too (a loaded CI machine has been seen between the two).
    await waitFor(() => expect(onTokenChange).toHaveBeenCalledTimes(1));
    expect(tokenNumber(onTokenChange.mock.calls[0]?.[0] ?? '')).toBe(11);

    act(() => ref.current?.reset());
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(onTokenChange).toHaveBeenCalledTimes(3));
    expect(tokenNumber(onTokenChange.mock.calls[2]?.[0] ?? '')).toBe(22);
    expect(served).toHaveLength(2);
  });

  it('offers to retry when the challenge call fails, and solves on retry', async () => {
    const { handler } = serveChallenges(() => aChallenge({ number: 5 }));
    server.use(
      http.get(
        challengeUrl,
        () => HttpResponse.json({ message: 'too_many_requests' }, { status: 429 }),
        { once: true },
      ),
      handler,
    );
    const onTokenChange = vi.fn<(token: string | null) => void>();
    const { user } = await renderWithProviders(<CaptchaField onTokenChange={onTokenChange} />);

    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Non è stato possibile completare la verifica anti-robot.',
    );
    expect(onTokenChange).not.toHaveBeenCalled();

    await user.click(retry);
    expect(screen.getByRole('group', { name: 'Verifica anti-robot' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Verifica completata'),
    );
    expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
    expect(tokenNumber(onTokenChange.mock.calls[0]?.[0] ?? '')).toBe(5);
  });

  it.each([
    ['captcha_mandatory', 'Completa la verifica anti-robot.'],
    ['captcha_invalid', 'La verifica anti-robot non è riuscita. Riprova.'],
    ['captcha_expired', 'La verifica anti-robot è scaduta. Ripetila.'],
  ] as const)('shows the text of %s, describing the field', async (code, text) => {
    server.use(serveChallenges().handler);
    await renderWithProviders(<CaptchaField onTokenChange={() => undefined} errorCode={code} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verifica anti-robot' })).toHaveAccessibleDescription(
      text,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Verifica completata'),
    );
  });

  it('describes nothing without an error', async () => {
    server.use(serveChallenges().handler);
    await renderWithProviders(<CaptchaField onTokenChange={() => undefined} />);
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-describedby');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Verifica completata'),
    );
  });
});
