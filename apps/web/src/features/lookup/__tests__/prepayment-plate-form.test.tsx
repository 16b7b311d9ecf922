import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { captchaStatus, plateSet, serveLookups } from './lookup-api.ts';

/** The prepayment screen the form leads to: its page data (nulls: the portal's own texts). */
const servePrepaymentPage = () =>
  server.use(
    http.get(api('/whitelabels/payments/prepayments/page'), () =>
      HttpResponse.json({ title: null, text: null, picture: null, pictureAlt: null }),
    ),
  );

const submit = () => screen.getByRole('button', { name: 'Cerca i viaggi' });
const captchaGroup = () => screen.queryByRole('group', { name: 'Verifica anti-robot' });

async function openForm() {
  const view = renderApp('/it/form/prepayment');
  await screen.findByRole('heading', { level: 1, name: 'Paga in anticipo' }, { timeout: 5000 });
  return view;
}

describe('form/prepayment', () => {
  it('without a lookup session: the plate only, with the captcha, then the prepayment screen', async () => {
    const { queries } = serveLookups({ body: plateSet });
    servePrepaymentPage();
    const { user, router } = await openForm();
    expect(screen.queryByRole('group', { name: 'Cerca per' })).toBeNull();
    await waitFor(() => expect(captchaStatus()).toHaveTextContent('Verifica completata'), {
      timeout: 5000,
    });
    await user.type(screen.getByRole('textbox', { name: 'Numero di targa' }), 'AB123CD');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/prepayment'));
    expect(queries[0]?.get('captchaToken')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('form/plate') ?? 'null')).toEqual({
      licensePlate: 'AB123CD',
      // The Italian page's plate country (issue 26 item 2).
      country: 'IT',
    });
  }, 30_000);

  it('with a lookup session for the plate: no captcha, the session reopens it', async () => {
    localStorage.setItem('journeys', JSON.stringify({ ...plateSet, plateHasAccount: false }));
    localStorage.setItem('sessionId', JSON.stringify('session-plate'));
    localStorage.setItem(
      'form/plate',
      JSON.stringify({ licensePlate: plateSet.plate, country: plateSet.countryCode }),
    );
    const { queries } = serveLookups({ body: plateSet });
    servePrepaymentPage();
    const { user, router } = await openForm();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue(plateSet.plate),
    );
    expect(captchaGroup()).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/prepayment'));
    expect(queries[0]?.get('sessionId')).toBe('session-plate');
    expect(queries[0]?.get('captchaToken')).toBeNull();
  });

  it('with a lookup session for another plate: the captcha shows and the search waits for it', async () => {
    localStorage.setItem('journeys', JSON.stringify({ ...plateSet, plateHasAccount: false }));
    localStorage.setItem('sessionId', JSON.stringify('session-plate'));
    const { queries } = serveLookups({ body: { ...plateSet, plate: 'ZZ999ZZ' } });
    servePrepaymentPage();
    const { user, router } = await openForm();
    await waitFor(() => expect(captchaGroup()).toBeNull());
    const plate = screen.getByRole('textbox', { name: 'Numero di targa' });
    await user.clear(plate);
    await user.type(plate, 'ZZ999ZZ');
    await user.click(submit());
    expect(captchaGroup()).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/prepayment'), {
      timeout: 5000,
    });
    expect(queries).toHaveLength(1);
    expect(queries[0]?.get('plate')).toBe('ZZ999ZZ');
    expect(queries[0]?.get('captchaToken')).toBeTruthy();
    expect(queries[0]?.get('sessionId')).toBeNull();
  });
});
