import { type VehicleMatchKind, vehicleSearchResponseSchema } from '@portico/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';
import type { SupportDesk } from './helpers/support-desk.ts';
import {
  supportConfig,
  supportDeskWithClaims,
  vehicleWithHistory,
} from './helpers/support-vehicle.ts';

/**
 * Issue 28 item 7: the console's one search box. The server tells a plate from a notice number,
 * a payment or PSP reference and an e-mail address, and answers only the vehicles of the
 * searcher's white-label, each with why it matched.
 */
const config = supportConfig();
const app = useApp(config);
const now = new Date();

let desk: SupportDesk;
let vehicle: Awaited<ReturnType<typeof vehicleWithHistory>>;

beforeAll(async () => {
  desk = await supportDeskWithClaims(app(), now);
  vehicle = await vehicleWithHistory(app(), config, desk);
}, 60_000);

const search = (query: Record<string, string>, staff: { call: SupportDesk['call'] } = desk) =>
  staff.call('GET', 'vehicleSearch', { query });

async function found(query: Record<string, string>, staff?: { call: SupportDesk['call'] }) {
  const response = await search(query, staff);
  expect(response.statusCode, response.body).toBe(200);
  return vehicleSearchResponseSchema.parse(response.json());
}

describe('the console search (issue 28 item 7)', () => {
  const cases: [string, () => string, VehicleMatchKind][] = [
    [
      'a plate as typed',
      () => `${vehicle.plate.slice(0, 2).toLowerCase()} ${vehicle.plate.slice(2)}`,
      'plate',
    ],
    ['a notice number', () => vehicle.noticeNumber.toLowerCase(), 'notice'],
    ['a payment reference', () => vehicle.paymentReference, 'payment_reference'],
    ['a PSP transaction', () => vehicle.pspTransaction, 'psp_transaction'],
    [
      'a PSP transaction number alone',
      () => vehicle.pspTransaction.split('/')[0] ?? '',
      'psp_transaction',
    ],
    ['a customer account address', () => vehicle.customerEmail.toUpperCase(), 'account_email'],
    ['a renter of its fleet', () => vehicle.renterEmail, 'renter_email'],
    ['a passage alert address', () => vehicle.alertEmail, 'alert_email'],
    ['a payer address', () => ` ${vehicle.payerEmail} `, 'payer_email'],
  ];

  it.each(cases)('finds the vehicle by %s', async (_name, text, kind) => {
    const answer = await found({ q: text() });
    expect(answer.vehicles).toContainEqual({
      plate: vehicle.plate,
      country: 'FR',
      matches: expect.arrayContaining([expect.objectContaining({ kind })]),
    });
  });

  it('narrows a plate to a country', async () => {
    expect((await found({ q: vehicle.plate, country: 'FR' })).vehicles).toHaveLength(1);
    expect(await found({ q: vehicle.plate, country: 'DE' })).toEqual({ vehicles: [], more: false });
  });

  it('finds nothing of another white-label', async () => {
    const other = await signedInStaff(app(), now, ['agent']);
    for (const [, text] of cases) {
      expect(await found({ q: text() }, other)).toEqual({ vehicles: [], more: false });
    }
  });

  it('lets finance and the renters desk search, and refuses the content editors', async () => {
    for (const role of ['finance', 'renters'] as const) {
      const person = await signedInStaff(app(), now, [role]);
      expect((await search({ q: 'AB123CD' }, person)).statusCode).toBe(200);
    }
    const editor = await signedInStaff(app(), now, ['content']);
    expectError(await search({ q: vehicle.plate }, editor), 403, 'forbidden');
    const signedOut = await desk.unsignedCall('GET', 'vehicleSearch', { query: { q: 'AB123CD' } });
    expectError(signedOut, 401, 'unauthorized');
  });

  it('answers 400, never 500, to text that cannot be searched', async () => {
    const queries: Record<string, string>[] = [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(255) },
      { q: 'AB\u0000CD' },
      { q: 'AB\u0007CD' },
      { q: 'AB123CD', country: 'fr' },
      { q: 'AB123CD', country: 'FRA' },
    ];
    for (const query of queries) {
      expectError(await search(query), 400, 'invalid_request');
    }
  });
});
