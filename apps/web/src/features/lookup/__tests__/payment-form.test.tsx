import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { server } from '../../../../test/server.ts';
import { challengeUrl } from '../../../components/captcha/__tests__/challenge.ts';
import { captchaStatus, noticeSet, plateSet, serveLookups } from './lookup-api.ts';

async function openForm() {
  const view = renderApp('/it/form/payment');
  // The page's code is loaded on first use, then the captcha solves: generous under a loaded CI.
  await screen.findByRole('heading', { level: 1, name: 'Paga i tuoi viaggi' }, { timeout: 5000 });
  await waitFor(() => expect(captchaStatus()).toHaveTextContent('Verifica completata'), {
    timeout: 5000,
  });
  return view;
}

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const submit = () => screen.getByRole('button', { name: 'Cerca i viaggi' });

describe('form/payment', () => {
  it('shows the cover with its breadcrumb, the plate mode with Italy on the Italian page, and the captcha', async () => {
    serveLookups({ body: plateSet });
    await openForm();
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it/');
    const modes = screen.getByRole('group', { name: 'Cerca per' });
    expect(within(modes).getByRole('radio', { name: 'Targa' })).toBeChecked();
    // Issue 26 item 2: the page's language names the likely country (it was France everywhere).
    expect(screen.getByRole('combobox', { name: 'Paese di immatricolazione' })).toHaveValue(
      'Italia',
    );
    expect(screen.getByRole('textbox', { name: 'Numero di targa' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Numero di pratica/ })).toBeNull();
  });

  it('shows a plate of the chosen country as the example, or none for a country without one', async () => {
    serveLookups({ body: plateSet });
    const { user } = await openForm();
    const plate = screen.getByRole('textbox', { name: 'Numero di targa' });
    // An Italian page starts with Italy, and an Italian plate (not a French one) as the example.
    expect(plate).toHaveAccessibleDescription('Ad esempio AB 123 CD');
    const country = screen.getByRole('combobox', { name: 'Paese di immatricolazione' });
    await user.clear(country);
    await user.type(country, 'franc');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(plate).toHaveAccessibleDescription('Ad esempio AB-123-CD'));
    await user.clear(country);
    await user.type(country, 'norv');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(plate).toHaveAccessibleDescription('Come scritto sulla targa'));
  });

  it('looks a plate up, stores the spec keys and opens the journeys', async () => {
    const { queries } = serveLookups({ body: plateSet });
    const { user, router } = await openForm();
    const country = screen.getByRole('combobox', { name: 'Paese di immatricolazione' });
    await user.clear(country);
    await user.type(country, 'ital');
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Numero di targa' }), 'ab-123 cd');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));
    expect(queries).toHaveLength(1);
    expect(queries[0]?.get('plate')).toBe('AB123CD');
    expect(queries[0]?.get('country')).toBe('IT');
    expect(queries[0]?.get('captchaToken')).toBeTruthy();
    expect(stored('form/plate')).toEqual({ licensePlate: 'AB123CD', country: 'IT' });
    expect(stored('journeys')).toEqual({ ...plateSet, plateHasAccount: false });
    expect(stored('sessionId')).toBe('session-plate');
    expect(stored('isFromAvisOrCnp')).toBe(false);
    expect(stored('paymentNoticeIsValid')).toBe(false);
  });

  it('starts with the last lookup\u2019s plate and country (coming back to pay other trips)', async () => {
    localStorage.setItem('form/plate', JSON.stringify({ licensePlate: 'GD302AA', country: 'IT' }));
    const { queries } = serveLookups({ body: plateSet });
    const { user } = await openForm();
    expect(screen.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue('GD302AA');
    expect(screen.getByRole('combobox', { name: 'Paese di immatricolazione' })).toHaveValue(
      'Italia',
    );
    await user.click(submit());
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]?.get('plate')).toBe('GD302AA');
    expect(queries[0]?.get('country')).toBe('IT');
  });

  it('ignores a stored plate form it cannot read', async () => {
    localStorage.setItem('form/plate', JSON.stringify({ licensePlate: 42, country: 'XX' }));
    serveLookups({ body: plateSet });
    await openForm();
    expect(screen.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Paese di immatricolazione' })).toHaveValue(
      'Italia',
    );
  });

  it('looks a case number up and opens the payment notices', async () => {
    const { queries } = serveLookups({ body: noticeSet });
    const { user, router } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Numero di pratica' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Numero di pratica' }),
      'pv-2026-0001{Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/paymentNotice'));
    expect(queries[0]?.get('caseNumber')).toBe('PV-2026-0001');
    expect(queries[0]?.has('plate')).toBe(false);
    expect(stored('isFromAvisOrCnp')).toBe(true);
    expect(stored('paymentNoticeIsValid')).toBe(true);
    expect(stored('sessionId')).toBe('session-case');
  });

  it.each([
    ['', 'Il numero di targa è obbligatorio.'],
    ['A', 'Numero di targa non valido.'],
  ])('checks the plate "%s" before calling: %s', async (plate, text) => {
    const { queries } = serveLookups({ body: plateSet });
    const { user } = await openForm();
    const input = screen.getByRole('textbox', { name: 'Numero di targa' });
    if (plate) await user.type(input, plate);
    await user.click(submit());
    // The form's resolver runs asynchronously: the field is marked once it has answered.
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(`Ad esempio AB 123 CD ${text}`);
    expect(input).toHaveFocus();
    expect(queries).toHaveLength(0);
    await user.type(input, 'B');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  });

  it('asks for the case number in case mode', async () => {
    serveLookups({ body: noticeSet });
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Numero di pratica' }));
    await user.click(submit());
    const input = screen.getByRole('textbox', { name: 'Numero di pratica' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Campi obbligatori da completare/);
  });

  it('shows an unknown case under the field and solves a new captcha', async () => {
    const { challenges } = serveLookups({
      status: 404,
      body: { message: 'immatriculation_not_found' },
    });
    const { user, router } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Numero di pratica' }));
    const input = screen.getByRole('textbox', { name: 'Numero di pratica' });
    await user.type(input, 'PV-404-0000');
    await user.click(submit());
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/Numero di pratica sconosciuto\./),
    );
    expect(router.state.location.pathname).toBe('/it/form/payment');
    await waitFor(() => expect(challenges).toHaveLength(2));
    expect(localStorage.getItem('journeys')).toBeNull();
  });

  it('shows a refused captcha on the captcha field, and retries with a new token', async () => {
    const { queries, challenges } = serveLookups(
      { status: 403, body: { message: 'captcha_expired' } },
      { body: plateSet },
    );
    // The new challenge comes late, so the refusal can be read before it is solved.
    server.use(
      http.get(challengeUrl, async () => {
        if (challenges.length > 0) await delay(300);
      }),
    );
    const { user, router } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Numero di targa' }), 'AB123CD');
    await user.click(submit());
    const captcha = screen.getByRole('group', { name: 'Verifica anti-robot' });
    // Shown (and announced) until the new challenge is solved.
    await waitFor(() => {
      expect(captcha).toHaveAccessibleDescription('La verifica anti-robot è scaduta. Ripetila.');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'La verifica anti-robot è scaduta. Ripetila.',
      );
    });
    await waitFor(() => expect(captchaStatus()).toHaveTextContent('Verifica completata'));
    await waitFor(() => expect(captcha).not.toHaveAccessibleDescription());
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/journeys'));
    expect(queries[1]?.get('captchaToken')).not.toBe(queries[0]?.get('captchaToken'));
  });

  it('shows an unexpected failure above the button', async () => {
    serveLookups({ status: 500, body: { message: 'internal_error' } });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Numero di targa' }), 'AB123CD');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Si è verificato un errore, riprova più tardi.',
    );
  });
});
