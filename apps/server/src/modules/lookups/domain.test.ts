import { describe, expect, it } from 'vitest';
import { a79Gates } from '../../db/seed/demo-road.ts';
import { dueState, type DunningState } from '../journeys/dunning.ts';
import { encodeDunningState } from '../journeys/dunning-codec.ts';
import { defaultJourneySettings } from '../journeys/settings.ts';
import { gateNamer, presentJourney } from './domain.ts';
import type { OwedJourneyRow } from './repository.ts';

const unnamedRoad = a79Gates.map((row) => ({ ...row, names: null }));
const gate = gateNamer(unnamedRoad, 'fr');

describe('gateNamer', () => {
  it.each([
    ['34', '34'],
    ['33', '33'],
    ['30', '30-32'],
    ['25', '25-28'],
    ['23', '23'],
    ['99', '99'],
  ])('names normalised gate %s as %s', (normalised, code) => {
    expect(gate(normalised)).toEqual({ id: code, label: code });
  });

  it('adds the place the road names the gate by, in the asked language (issue 26 item 6)', () => {
    const italian = gateNamer(a79Gates, 'it');
    expect(italian('34')).toEqual({ id: '34', label: '34', name: 'Deux-Chaises' });
    expect(italian('30')).toEqual({ id: '30-32', label: '30-32', name: 'Toulon-sur-Allier' });
    expect(italian('23')).toEqual({ id: '23', label: '23', name: 'Digoin' });
    // A road code (what a prepaid trip keeps) is that gate, not the one it counts as.
    expect(italian('RN79')).toEqual({ id: 'RN79', label: 'RN79', name: 'verso Mâcon' });
    expect(gateNamer(a79Gates, 'de')('RN79').name).toBe('Richtung Mâcon');
    expect(italian('99')).toEqual({ id: '99', label: '99' });
  });

  it('names every gate of the demo road in the five languages', () => {
    for (const row of a79Gates) {
      expect(Object.keys(row.names ?? {}).sort()).toEqual(['de', 'en', 'es', 'fr', 'it']);
    }
  });
});

function row(state: DunningState, overrides: Partial<OwedJourneyRow> = {}): OwedJourneyRow {
  return {
    id: 42,
    inGate: '33',
    outGate: '29',
    firstPassageAt: new Date('2026-03-02T08:00:00Z'),
    vehicleClass: 1,
    status: 'TERMINE',
    completed: true,
    nature: 'freeFlow',
    htCents: 183,
    tvaCents: 37,
    ttcCents: 220,
    tvaRate: 20,
    alreadyPaidCents: 0,
    dunning: encodeDunningState(state),
    pvNumber: null,
    ticketNumber: null,
    cnpNumber: null,
    caseOrigin: null,
    direction: 'west',
    ...overrides,
  };
}

const context = {
  now: new Date('2026-03-03T08:00:00Z'),
  settings: defaultJourneySettings,
  gate,
  company: 'ALIAE A79',
};

describe('presentJourney', () => {
  it('shows a due trip with its deadline and no indemnity', () => {
    const deadline = new Date('2026-03-05T08:10:00Z');
    expect(presentJourney(row(dueState(deadline)), context)).toEqual({
      id: '42',
      inProgressId: null,
      date: '2026-03-02T08:00:00.000Z',
      deadline: deadline.toISOString(),
      in: { id: '33', label: '33' },
      out: { id: '29', label: '29' },
      carCategory: 1,
      nature: 'freeFlow',
      status: 'TERMINE',
      completed: true,
      paymentLimit: null,
      caseOrigin: null,
      cnpNumber: null,
      pvNumber: null,
      ticketNumber: null,
      htPrice: 183,
      tva: 20,
      tvaPrice: 37,
      ttcPrice: 220,
      indemnity: 0,
      alreadyPaid: 0,
      totalPrice: 220,
      company: 'ALIAE A79',
    });
  });

  it('gives an ongoing trip its inProgressId and no exit', () => {
    const journey = presentJourney(
      row(dueState(new Date('2026-03-05T08:00:00Z')), {
        status: 'EN_COURS',
        completed: false,
        outGate: null,
      }),
      context,
    );
    expect(journey).toMatchObject({
      inProgressId: '42',
      out: null,
      status: 'EN_COURS',
      direction: 'west',
    });
    // A finished trip has its exit: no direction is sent for it.
    expect(
      presentJourney(row(dueState(new Date('2026-03-05T08:00:00Z'))), context),
    ).not.toHaveProperty('direction');
  });

  it('shows an OMP case without a deadline, with the indemnity it left with, less what was paid', () => {
    const journey = presentJourney(
      row(
        {
          stage: 'omp',
          paymentLimit: 'OMP',
          ompDate: new Date('2026-03-01T00:00:00Z'),
          escalatedFrom: 'BEFORE_OMP',
          indemnityCents: 9000,
        },
        { alreadyPaidCents: 100, nature: 'latePayment', pvNumber: 'A79-2026-000001' },
      ),
      context,
    );
    expect(journey).toMatchObject({
      deadline: null,
      paymentLimit: 'OMP',
      indemnity: 9000,
      alreadyPaid: 100,
      totalPrice: 9120,
      pvNumber: 'A79-2026-000001',
    });
  });
});
