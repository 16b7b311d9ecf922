import {
  roleActions,
  type StaffSession,
  type TimelinePassage,
  type TimelinePayment,
  type TimelineTrip,
  type VehicleTimeline,
} from '@portico/contract';
import { aStaffSession } from './fixtures.ts';

/** A support agent's session: search, timeline and the four actions. */
export function anAgentSession(overrides: Partial<StaffSession> = {}): StaffSession {
  return aStaffSession({
    name: 'Grace Hopper',
    roles: ['agent'],
    actions: [...roleActions.agent],
    ...overrides,
  });
}

export function aPassage(overrides: Partial<TimelinePassage> = {}): TimelinePassage {
  return {
    passageId: 'A79-34-20261128T101000-GC121CN',
    gantry: 'Montmarault',
    direction: 'E',
    passedAt: '2026-11-28T10:10:00.000Z',
    vehicleClass: 1,
    emissionTier: null,
    tagPaid: false,
    receivedAt: '2026-11-28T10:10:05.000Z',
    ...overrides,
  };
}

export function aTrip(overrides: Partial<TimelineTrip> = {}): TimelineTrip {
  return {
    id: 41,
    direction: 'E',
    inGate: 'Montmarault',
    outGate: 'Digoin',
    firstPassageAt: '2026-11-20T10:10:00.000Z',
    lastPassageAt: '2026-11-20T10:50:00.000Z',
    vehicleClass: 1,
    status: 'TERMINE',
    nature: 'CNP',
    dunningStage: 'infraction',
    paymentLimit: null,
    tagPaidOnly: false,
    ttcCents: 420,
    pricingError: null,
    indemnityCents: 1000,
    alreadyPaidCents: 0,
    deadline: '2026-12-20T10:50:00.000Z',
    noticeNumber: null,
    noticeDate: null,
    ticketNumber: 'CNP-DEMO-000001',
    paidAt: null,
    paymentId: null,
    ...overrides,
  };
}

export function aPayment(overrides: Partial<TimelinePayment> = {}): TimelinePayment {
  return {
    id: 'pay_01JDEMO0000000000000000000',
    reference: 'AB12CD34',
    status: 'SUCCEED',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    pspTransaction: '0012345678',
    pspCode: '00000',
    amountCents: 1420,
    refundDue: false,
    refundedCents: 0,
    payerEmail: 'demo.payer@example.org',
    receiptNumber: 'A79-R-2026-000123',
    createdAt: '2026-11-21T09:00:00.000Z',
    submittedAt: '2026-11-21T09:00:10.000Z',
    settledAt: '2026-11-21T09:01:00.000Z',
    tripIds: [40],
    notifications: [
      {
        receivedAt: '2026-11-21T09:01:00.000Z',
        provider: 'PAYBOX',
        verdict: 'applied',
        outcome: 'SUCCEED',
      },
    ],
    ...overrides,
  };
}

const none = { items: [], more: false };

export function aVehicleTimeline(overrides: Partial<VehicleTimeline> = {}): VehicleTimeline {
  return {
    plate: 'GC121CN',
    country: 'FR',
    emailsMasked: false,
    passages: { items: [aPassage()], more: false },
    trips: { items: [aTrip()], more: false },
    payments: { items: [aPayment()], more: false },
    mails: {
      items: [
        {
          id: 7,
          kind: 'payment_receipt',
          recipient: 'demo.payer@example.org',
          status: 'sent',
          attempts: 1,
          createdAt: '2026-11-21T09:01:00.000Z',
          sentAt: '2026-11-21T09:01:30.000Z',
        },
      ],
      more: false,
    },
    claims: none,
    alerts: none,
    accounts: none,
    fleets: none,
    ...overrides,
  };
}
