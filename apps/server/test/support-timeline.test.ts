import { vehicleTimelineSchema } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
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
 * Issue 28 item 7: one vehicle's timeline in the console. Its data is made through the portal's
 * own calls (ingestion, a card payment and its notification, the dunning job, a claim, an alert,
 * a customer's and a renter's registrations), then read back whole by an agent of its white-label.
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

const timelineOf = (plate: string, country = 'FR', staff: { call: SupportDesk['call'] } = desk) =>
  staff.call('GET', 'vehicleTimeline', { params: { country, plate } });

describe('a vehicle timeline (issue 28 item 7)', () => {
  it('holds each kind of item, newest first, with whole addresses for an agent', async () => {
    // Typed as the driver reads it: lower case, with a dash.
    const typed = `${vehicle.plate.slice(0, 2).toLowerCase()}-${vehicle.plate.slice(2)}`;
    const response = await timelineOf(typed);
    expect(response.statusCode, response.body).toBe(200);
    const timeline = vehicleTimelineSchema.parse(response.json());
    expect(timeline).toMatchObject({ plate: vehicle.plate, country: 'FR', emailsMasked: false });

    // Three trips: the paid one, the notice, the claimed one; their passages, tag-paid flag.
    expect(timeline.trips.items).toHaveLength(3);
    expect(timeline.trips.more).toBe(false);
    const starts = timeline.trips.items.map((trip) => trip.firstPassageAt);
    expect(starts).toEqual([...starts].sort().reverse());
    const notice = timeline.trips.items.find((trip) => trip.noticeNumber === vehicle.noticeNumber);
    expect(notice).toMatchObject({ nature: 'latePayment', noticeDate: expect.any(String) });
    expect(notice?.paymentLimit).toMatch(/^(BEFORE_OMP|PRIMO_DESIGNATED)$/);
    const paidTrip = timeline.trips.items.find((trip) => trip.paymentId === vehicle.paymentId);
    expect(paidTrip).toMatchObject({ ttcCents: 420, paidAt: expect.any(String) });
    expect(timeline.passages.items.length).toBeGreaterThanOrEqual(8);
    expect(timeline.passages.items[0]).toMatchObject({ tagPaid: false, direction: 'east' });

    expect(timeline.payments.items).toHaveLength(1);
    expect(timeline.payments.items[0]).toMatchObject({
      id: vehicle.paymentId,
      reference: vehicle.paymentReference,
      status: 'SUCCEED',
      provider: 'PAYBOX',
      amountCents: 420,
      payerEmail: vehicle.payerEmail,
      tripIds: [paidTrip?.id],
      notifications: [{ provider: 'PAYBOX', verdict: 'applied', outcome: 'SUCCEED' }],
    });

    const mailKinds = timeline.mails.items.map((mail) => mail.kind);
    expect(mailKinds).toEqual(
      expect.arrayContaining(['payment_receipt', 'alert_confirmation', 'protest_acknowledgment']),
    );
    expect(timeline.mails.items.map((mail) => mail.recipient)).toEqual(
      expect.arrayContaining([vehicle.payerEmail, vehicle.alertEmail, vehicle.claimantEmail]),
    );

    expect(timeline.claims.items).toEqual([
      expect.objectContaining({
        reference: vehicle.claimReference,
        status: 'OPEN',
        claimantEmail: vehicle.claimantEmail,
        tripIds: [timeline.trips.items[0]?.id],
      }),
    ]);
    expect(timeline.alerts.items).toEqual([
      expect.objectContaining({ email: vehicle.alertEmail, state: 'active', active: true }),
    ]);
    expect(timeline.accounts.items).toEqual([
      expect.objectContaining({ accountEmail: vehicle.customerEmail, proved: false }),
    ]);
    expect(timeline.fleets.items).toEqual([
      expect.objectContaining({ companyCode: vehicle.companyCode, validUntil: null }),
    ]);
  });

  it('writes who read it to the audit log', async () => {
    const target = `FR:${vehicle.plate}`;
    const before = await auditRowsOf(target);
    expect((await timelineOf(vehicle.plate)).statusCode).toBe(200);
    const after = await auditRowsOf(target);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      action: 'vehicles.timeline',
      targetType: 'vehicle',
      staffId: desk.memberId,
    });
  });

  it('does not find a plate only another white-label knows', async () => {
    const other = await signedInStaff(app(), now, ['agent']);
    expectError(await timelineOf(vehicle.plate, 'FR', other), 404, 'vehicle_not_found');
    // Nor the same plate of another country.
    expectError(await timelineOf(vehicle.plate, 'DE'), 404, 'vehicle_not_found');
  });

  it('answers 400, never 500, to a plate or country that cannot be one', async () => {
    expectError(await timelineOf('!!'), 400, 'invalid_number_plate');
    expectError(await timelineOf('A'.repeat(40)), 400, 'invalid_request');
    expectError(await timelineOf(vehicle.plate, 'fr'), 400, 'invalid_request');
    expectError(await timelineOf(vehicle.plate, 'FRA'), 400, 'invalid_request');
    expectError(await timelineOf('AB\u0000CD'), 400, 'invalid_request');
  });

  it('is refused to roles without the timeline (finance, content, the renters desk)', async () => {
    for (const role of ['finance', 'content', 'renters'] as const) {
      const person = await signedInStaff(app(), now, [role]);
      expectError(await timelineOf(vehicle.plate, 'FR', person), 403, 'forbidden');
    }
    const signedOut = await desk.unsignedCall('GET', 'vehicleTimeline', {
      params: { country: 'FR', plate: vehicle.plate },
    });
    expectError(signedOut, 401, 'unauthorized');
  });
});

function auditRowsOf(target: string) {
  return app()
    .database.db.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.whitelabelId, desk.tenant.id), eq(auditEvents.targetId, target)))
    .orderBy(auditEvents.id);
}
