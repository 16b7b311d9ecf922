import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PrivateCardForm } from '../components/private-card-form.tsx';
import { privateCardResolver } from '../utils/private-card-check.ts';
import { servePayment } from './payment-fixtures.ts';

const options = { fields: {}, shouldUseNativeValidation: false };
const shellCard = {
  cardNumber: '7002000000000000001',
  cardValidity: '08/40',
  cvv: '123',
  email: 'flotta@example.it',
};

describe('privateCardResolver: the contract rules of the fleet-card form', () => {
  it('passes a SHELL card, its expiry as sent (YYMM)', async () => {
    expect(await privateCardResolver('SHELL')(shellCard, undefined, options)).toEqual({
      values: { ...shellCard, cardValidity: '4008' },
      errors: {},
    });
  });

  it('flags each field at fault with its key', async () => {
    const result = await privateCardResolver('SHELL')(
      { cardNumber: '70020', cardValidity: '13/40', cvv: '', email: 'flotta@' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      cardNumber: { type: 'rule', message: 'payment.card.problems.cardNumber' },
      cardValidity: { type: 'rule', message: 'payment.card.problems.cardValidity' },
      cvv: { type: 'rule', message: 'payment.card.problems.cvv' },
      email: { type: 'rule', message: 'payment.card.problems.email' },
    });
  });

  it('asks no CVV of a DKV card, and refuses one', async () => {
    const dkv = { ...shellCard, cardNumber: '70430000000000001', cvv: '' };
    expect((await privateCardResolver('DKV')(dkv, undefined, options)).errors).toEqual({});
    expect(
      (await privateCardResolver('DKV')({ ...dkv, cvv: '123' }, undefined, options)).errors,
    ).toHaveProperty('cvv');
  });
});

describe('fleet-card form', () => {
  const field = (name: string) => screen.getByRole('textbox', { name });
  const payButton = () => screen.getByRole('button', { name: /^Paga/ });

  it('keeps the button disabled while a field is at fault, and says why once a field is left', async () => {
    const { user } = await renderWithProviders(
      <PrivateCardForm
        cardType="SHELL"
        sessionId="pay_0123456789abcdef"
        amount={220}
        tripsPath="/it/journeys"
      />,
    );
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    expect(payButton()).toHaveAccessibleDescription('Completa i campi del modulo per pagare.');
    await user.type(field('Numero della carta'), '7002 0000');
    // Digits only, and nothing said before the field is left.
    expect(field('Numero della carta')).toHaveValue('70020000');
    expect(field('Numero della carta')).not.toHaveAttribute('aria-invalid');
    await user.click(field('Data di scadenza'));
    expect(field('Numero della carta')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Numero della carta')).toHaveAccessibleDescription(
      '19 cifre, senza spazi Inserisci le 19 cifre del numero della carta',
    );
    // Once left, the field is checked as it is typed.
    await user.type(field('Numero della carta'), '00000000001');
    expect(field('Numero della carta')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Data di scadenza'), '08/40');
    await user.type(field('Codice di sicurezza (CVV)'), '123');
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(field('E-mail'), 'flotta@example.it');
    expect(payButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Completa i campi del modulo per pagare.')).toBeNull();
  });

  it('sends nothing on Enter while a field is at fault', async () => {
    const calls = servePayment();
    const { user } = await renderWithProviders(
      <PrivateCardForm
        cardType="DKV"
        sessionId="pay_0123456789abcdef"
        amount={220}
        tripsPath="/it/journeys"
      />,
    );
    await user.type(field('Numero della carta'), '7043');
    await user.type(field('E-mail'), 'flotta@example.it{Enter}');
    expect(calls.privateCards).toEqual([]);
    expect(field('E-mail')).toHaveFocus();
    // Only the field left says why: the others are not flagged by the press.
    expect(field('Data di scadenza')).not.toHaveAttribute('aria-invalid');
  });
});
