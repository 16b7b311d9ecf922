import { describe, expect, it } from 'vitest';
import { makeJourney } from './journey-factory.ts';
import { paymentStart } from './payment-start.ts';
import { initialSelection, visibleJourneys } from './selection.ts';

const due = makeJourney({ id: 'due' });
const notice = makeJourney({
  id: 'notice',
  nature: 'latePayment',
  paymentLimit: 'BEFORE_OMP',
  indemnity: 1000,
  totalPrice: 1420,
});
const ongoing = makeJourney({ id: 'ongoing', status: 'EN_COURS', completed: false, out: null });
const omp = makeJourney({ id: 'omp', paymentLimit: 'OMP', indemnity: 9000, totalPrice: 9420 });

describe('paymentStart (spec "Payment start on the journeys screen, in order")', () => {
  it.each([
    ['(1) an EN_COURS trip blocks with "in_progress"', [due, ongoing], ['due'], 'in_progress'],
    ['(1) EN_COURS beats OMP', [omp, ongoing, due], ['due'], 'in_progress'],
    ['(1) an unselected EN_COURS trip still blocks', [due, ongoing], [], 'in_progress'],
    ['(2) an OMP trip blocks with "omp"', [due, omp], ['due'], 'omp'],
    ['(2) an OMP trip blocks even with nothing selected', [due, omp], [], 'omp'],
  ])('%s', (_name, journeys, selection, modal) => {
    expect(paymentStart(journeys, selection)).toEqual({ kind: 'blocked', modal });
  });

  it('(2) an OMP trip hidden from the list still blocks', () => {
    const journeys = [due, omp, notice];
    const selection = initialSelection(journeys, 'journeys');
    expect(visibleJourneys(journeys, 'journeys').map((j) => j.id)).not.toContain('omp');
    expect(selection.has('omp')).toBe(false);
    expect(paymentStart(journeys, selection)).toEqual({ kind: 'blocked', modal: 'omp' });
  });

  it('(3) pays the selected trips: their count and total in cents, in the set order', () => {
    const journeys = [notice, due];
    expect(paymentStart(journeys, new Set(['due', 'notice']))).toEqual({
      kind: 'pay',
      journeys: [notice, due],
      count: 2,
      total: 1840,
    });
    expect(paymentStart(journeys, ['due'])).toEqual({
      kind: 'pay',
      journeys: [due],
      count: 1,
      total: 420,
    });
  });

  it('(3) all trips start selected on the journeys screen', () => {
    const journeys = [due, notice];
    const start = paymentStart(journeys, initialSelection(journeys, 'journeys'));
    expect(start).toMatchObject({ kind: 'pay', count: 2, total: 1840 });
  });

  it('does nothing when nothing is selected, or only unknown ids', () => {
    expect(paymentStart([due, notice], [])).toEqual({ kind: 'nothing' });
    expect(paymentStart([due, notice], ['gone'])).toEqual({ kind: 'nothing' });
    expect(paymentStart([], [])).toEqual({ kind: 'nothing' });
  });
});
