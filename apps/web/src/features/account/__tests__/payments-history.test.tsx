import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AccountPayment } from '@portico/contract';
import { renderApp } from '../../../../test/render.tsx';
import { storeTestToken } from '../../../../test/tokens.ts';
import { serveProfileApi } from './profile-api.ts';

/** Issue 26 item 10: the account area's payments, each successful one with its receipt. */
function aPayment(overrides: Partial<AccountPayment> = {}): AccountPayment {
  return {
    reference: 'K7M2P9Q4R8ST',
    createdAt: '2026-11-20T08:00:00.000Z',
    paidAt: '2026-11-20T08:01:00.000Z',
    amount: 2100,
    status: 'SUCCEED',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    cardLabel: '•••• 1112',
    vehicles: [{ plate: 'GD301AA', countryCode: 'FR' }],
    trips: 2,
    prepaidTrips: 1,
    receiptNumber: 'A79-R-2026-000123',
    ...overrides,
  };
}

const refused = aPayment({
  reference: 'Z9Y8X7W6V5UT',
  createdAt: '2026-11-18T10:00:00.000Z',
  paidAt: null,
  amount: 420,
  status: 'REJECTED',
  cardLabel: null,
  vehicles: [{ plate: 'FG512KL', countryCode: 'IT' }],
  trips: 1,
  prepaidTrips: 0,
  receiptNumber: null,
});

async function openProfile() {
  storeTestToken('customer');
  const view = renderApp('/it/account/profile');
  await screen.findByRole(
    'heading',
    { level: 2, name: 'I tuoi pagamenti e le ricevute' },
    { timeout: 10_000 },
  );
  return view;
}

afterEach(() => vi.restoreAllMocks());

describe('payments and receipts in the account area', { timeout: 20_000 }, () => {
  it('lists date, amount, method, what was paid and status; downloads the own receipt', async () => {
    const calls = serveProfileApi({
      payments: {
        status: 200,
        body: { page: 1, pageSize: 10, pageTotal: 1, total: 2, data: [aPayment(), refused] },
      },
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/own-receipt';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user } = await openProfile();
    const section = screen
      .getByRole('heading', { level: 2, name: 'I tuoi pagamenti e le ricevute' })
      .closest('section');
    if (!section) throw new Error('no payments section');
    await within(section).findByText('K7M2P9Q4R8ST', {}, { timeout: 10_000 });
    const [paid, declined] = within(section).getAllByRole('listitem');
    if (!paid || !declined) throw new Error('two payments expected');
    expect(within(paid).getByRole('heading', { level: 3 })).toHaveTextContent(
      /^20\/11\/26 09:01 · 21,00\s€$/,
    );
    expect(paid).toHaveTextContent('Carta bancaria •••• 1112');
    expect(paid).toHaveTextContent('GD301AA · 2 viaggi · 1 viaggio prepagato');
    expect(paid).toHaveTextContent('StatoPagato');
    expect(declined).toHaveTextContent('StatoRifiutato');
    expect(within(declined).queryByRole('button')).toBeNull();
    expect(calls.payments).toEqual(['?page=1&pageSize=10']);

    await user.click(
      within(paid).getByRole('button', { name: 'Scarica la ricevuta A79-R-2026-000123' }),
    );
    await waitFor(() => expect(downloads).toEqual(['A79-R-2026-000123.pdf']));
    expect(calls.receipts).toEqual([
      { reference: 'K7M2P9Q4R8ST', authorization: 'Bearer access-1' },
    ]);
    expect(await blobs[0]?.text()).toBe('%PDF-receipt');
  });

  it('says when there is no payment yet', async () => {
    serveProfileApi();
    await openProfile();
    expect(
      await screen.findByText('Non hai ancora fatto nessun pagamento dal tuo account.'),
    ).toBeVisible();
  });
});
