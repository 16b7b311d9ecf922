import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/render.tsx';
import { captchaStatus, noticeSet, serveLookups } from './lookup-api.ts';

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('form/claim', () => {
  it('looks a case number up with the captcha, starts a claim on its trips and opens claim/select', async () => {
    const { queries } = serveLookups({ body: noticeSet });
    const { user, router } = renderApp('/it/form/claim');
    await screen.findByRole('heading', { level: 1, name: 'Contesta' }, { timeout: 5000 });
    await waitFor(() => expect(captchaStatus()).toHaveTextContent('Verifica completata'), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('radio', { name: 'Numero di pratica' }));
    await user.type(screen.getByRole('textbox', { name: /Numero di pratica/ }), 'PV-1');
    await user.click(screen.getByRole('button', { name: 'Cerca i viaggi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/claim/select'));
    expect(queries[0]?.get('caseNumber')).toBeTruthy();
    expect(queries[0]?.get('captchaToken')).toBeTruthy();
    expect(stored('protest/faq')).toEqual({
      journeySet: noticeSet,
      journeyIds: [],
      type: null,
    });
    // Stored as form/payment stores it, so the trips lists know the notice too.
    expect(stored('paymentNoticeIsValid')).toBe(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scegli i viaggi da contestare' }),
    ).toBeVisible();
  });
});
