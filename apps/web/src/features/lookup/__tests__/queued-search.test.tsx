import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { aChallenge, challengeUrl } from '../../../components/captcha/__tests__/challenge.ts';
import { captchaStatus, plateSet, serveLookups } from './lookup-api.ts';

// Issue 10 item 6: the captcha takes seconds on a phone; a search pressed before it is solved
// waits for it, says so, and goes out by itself once.

const waitingText =
  'Verifica in corso… La ricerca partirà da sola appena la verifica anti-robot sarà completata.';
const failedText =
  'La verifica anti-robot non è riuscita, quindi la ricerca non è partita. Premi «Riprova» o di nuovo «Cerca i viaggi»: la ricerca partirà appena la verifica sarà completata.';

/** The first challenge is answered only when the test says so: the captcha is "still solving". */
function holdFirstChallenge(answer: 'challenge' | 'failure') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(
      challengeUrl,
      async () => {
        await released;
        return answer === 'challenge'
          ? HttpResponse.json(aChallenge())
          : HttpResponse.json({ message: 'internal_error' }, { status: 500 });
      },
      { once: true },
    ),
  );
  return release;
}

async function openSolvingForm() {
  const view = renderApp('/it/form/payment');
  await screen.findByRole('heading', { level: 1, name: 'Paga i tuoi viaggi' }, { timeout: 5000 });
  expect(captchaStatus()).toHaveTextContent('Verifica anti-robot in corso…');
  return view;
}

const submit = () => screen.getByRole('button', { name: 'Cerca i viaggi' });
const plateField = () => screen.getByRole('textbox', { name: 'Numero di targa' });

describe('a search pressed while the captcha solves', { timeout: 15_000 }, () => {
  it('waits with a busy button and a live status, then goes out once with the token', async () => {
    const { queries } = serveLookups({ body: plateSet });
    const release = holdFirstChallenge('challenge');
    const { user, router } = await openSolvingForm();

    await user.type(plateField(), 'AB123CD');
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toHaveAccessibleDescription(waitingText);
    expect(screen.getByText(waitingText)).toHaveAttribute('role', 'status');
    // Pressing again (button or Enter) queues nothing more.
    await user.click(submit());
    await user.type(plateField(), '{Enter}');
    expect(queries).toHaveLength(0);

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));
    expect(queries).toHaveLength(1);
    expect(queries[0]?.get('plate')).toBe('AB123CD');
    expect(queries[0]?.get('captchaToken')).toBeTruthy();
  });

  it('shows a field error at once, without waiting for the captcha', async () => {
    const { queries } = serveLookups({ body: plateSet });
    const release = holdFirstChallenge('challenge');
    const { user } = await openSolvingForm();

    await user.click(submit());
    // react-hook-form validates in a promise: on a loaded machine the error lands a turn later.
    await waitFor(() => expect(plateField()).toHaveAttribute('aria-invalid', 'true'));
    expect(plateField()).toHaveFocus();
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText(waitingText)).toBeNull();

    release();
    await waitFor(() => expect(captchaStatus()).toHaveTextContent('Verifica completata'));
    expect(queries).toHaveLength(0);
  });

  it('says so when the captcha fails, and a new press solves again and sends the search', async () => {
    const { queries, challenges } = serveLookups({ body: plateSet });
    const release = holdFirstChallenge('failure');
    const { user, router } = await openSolvingForm();

    await user.type(plateField(), 'AB123CD');
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(failedText);
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText(waitingText)).toBeNull();
    expect(queries).toHaveLength(0);

    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));
    expect(challenges).toHaveLength(1);
    expect(queries).toHaveLength(1);
  });
});
