import type { Page } from '@playwright/test';
import type { Journey } from '@portico/contract';
import { makeJourney, makeJourneySet } from '@portico/contract/testing';

/** The two widths of issue 10 item 11: a mid-size phone and a laptop. */
export const layoutWidths = [390, 1280] as const;

const hour = 3_600_000;

function trip(id: string, hoursAgo: number, overrides: Partial<Journey> = {}): Journey {
  const date = new Date(Date.now() - hoursAgo * hour);
  return makeJourney({
    id,
    date: date.toISOString(),
    deadline: new Date(date.getTime() + 72 * hour).toISOString(),
    ...overrides,
  });
}

/**
 * Trips whose cells differ in width on purpose: short and long gate names, one- to four-digit
 * amounts, a late-payment notice with its case number and surcharge, an ongoing trip without an
 * exit. Rows that align with these align with any.
 */
export const variedJourneys: Journey[] = [
  trip('short', 2, {
    in: { id: '23', label: 'Digoin (23)' },
    out: { id: '24', label: 'Paray (24)' },
    ttcPrice: 90,
    htPrice: 75,
    tvaPrice: 15,
    totalPrice: 90,
  }),
  trip('long', 5),
  trip('notice', 100, {
    nature: 'latePayment',
    paymentLimit: 'AUTRE',
    pvNumber: 'PV-2026-000123',
    carCategory: 3,
    ttcPrice: 1260,
    htPrice: 1050,
    tvaPrice: 210,
    indemnity: 9000,
    totalPrice: 10260,
  }),
  trip('ongoing', 1, {
    status: 'EN_COURS',
    completed: false,
    out: null,
    inProgressId: 'ip-1',
  }),
];

/** The journey set a plate lookup stores (spec key `journeys`), before the page's scripts run. */
export async function storeVariedJourneys(page: Page): Promise<void> {
  const set = makeJourneySet(variedJourneys, { sessionId: 'e2e-layout-session' });
  await page.addInitScript((value) => {
    localStorage.setItem('journeys', value);
  }, JSON.stringify(set));
}
