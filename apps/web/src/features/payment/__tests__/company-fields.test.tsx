import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { BusinessPayerInput } from '@portico/contract';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CompanyFields } from '../components/company-fields.tsx';
import { PrivateCardForm } from '../components/private-card-form.tsx';
import { servePayment } from './payment-fixtures.ts';

/** The payment page's arrangement: the company block apart, the fleet-card form passing it on. */
function FleetCardWithCompany() {
  const [company, setCompany] = useState<BusinessPayerInput | undefined>(undefined);
  return (
    <>
      <CompanyFields value={company} onChange={setCompany} />
      <PrivateCardForm
        cardType="SHELL"
        sessionId="pay_0123456789abcdef"
        amount={220}
        tripsPath="/it/journeys"
        company={company}
      />
    </>
  );
}

describe('a receipt for a company (issue 26 item 9)', () => {
  const field = (name: string) => screen.getByRole('textbox', { name });

  it('asks nothing until ticked, checks the VAT number and sends the company with the fleet card', async () => {
    const calls = servePayment();
    const { user } = await renderWithProviders(<FleetCardWithCompany />);
    expect(screen.queryByRole('textbox', { name: 'Ragione sociale' })).toBeNull();
    await user.click(
      screen.getByRole('checkbox', {
        name: "Intesta la ricevuta a un'azienda (ragione sociale e partita IVA)",
      }),
    );
    await user.type(field('Ragione sociale'), 'Trasporti Rossi Srl');
    await user.type(field('Partita IVA'), '1234');
    await user.tab();
    expect(field('Partita IVA')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Partita IVA non valida: scrivila con il prefisso del paese, ad esempio IT12345678901.',
      ),
    ).toBeVisible();
    await user.clear(field('Partita IVA'));
    await user.type(field('Partita IVA'), 'IT 12345678901');
    await user.tab();
    expect(field('Partita IVA')).not.toHaveAttribute('aria-invalid');

    await user.type(field('Numero della carta'), '7002000000000000001');
    await user.type(field('Data di scadenza'), '08/40');
    await user.type(field('Codice di sicurezza (CVV)'), '123');
    await user.type(field('E-mail'), 'flotta@example.it');
    await user.click(screen.getByRole('button', { name: /^Paga/ }));
    await waitFor(() => expect(calls.privateCards).toHaveLength(1));
    expect(calls.privateCards[0]?.body).toMatchObject({
      cardType: 'SHELL',
      company: { companyName: 'Trasporti Rossi Srl', vatNumber: 'IT 12345678901' },
    });
  });

  it('sends no company when the box is left unticked', async () => {
    const calls = servePayment();
    const { user } = await renderWithProviders(<FleetCardWithCompany />);
    await user.type(field('Numero della carta'), '7002000000000000001');
    await user.type(field('Data di scadenza'), '08/40');
    await user.type(field('Codice di sicurezza (CVV)'), '123');
    await user.type(field('E-mail'), 'flotta@example.it');
    await user.click(screen.getByRole('button', { name: /^Paga/ }));
    await waitFor(() => expect(calls.privateCards).toHaveLength(1));
    expect(calls.privateCards[0]?.body).not.toHaveProperty('company');
  });
});
