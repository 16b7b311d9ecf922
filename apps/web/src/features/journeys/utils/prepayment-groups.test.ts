import { describe, expect, it } from 'vitest';
import { aJourney } from '../__tests__/journeys.ts';
import { prepaidLegs, tripsListRows } from './prepayment-groups.ts';

const prepaid = (id: string, from: string, to: string) =>
  aJourney({
    id,
    status: 'PREPAYMENT',
    nature: 'prePayment',
    in: { id: from, label: `Gate (${from})` },
    out: { id: to, label: `Gate (${to})` },
  });

describe('tripsListRows (issue 26 item 17)', () => {
  it('makes one row of each prepayment, where its first trip was, and keeps the trips', () => {
    const trip = aJourney({ id: 'f1' });
    // A round trip x2 (stamp k1), then a one-way prepayment (stamp k2).
    const roundTrip = [
      prepaid('prepaid-k1-0-0', '34', '23'),
      prepaid('prepaid-k1-0-1', '23', '34'),
      prepaid('prepaid-k1-1-0', '34', '23'),
      prepaid('prepaid-k1-1-1', '23', '34'),
    ];
    const oneWay = prepaid('prepaid-k2-0-0', '23', '24');
    const rows = tripsListRows([roundTrip[0]!, trip, ...roundTrip.slice(1), oneWay]);
    expect(rows.map((row) => (row.kind === 'trip' ? row.journey.id : row.key))).toEqual([
      'prepaid-k1',
      'f1',
      'prepaid-k2',
    ]);
    const [first] = rows;
    expect(first?.kind === 'prepayment' ? first.journeys.map((j) => j.id) : []).toEqual(
      roundTrip.map((j) => j.id),
    );
  });

  it('counts the trips bought on each leg', () => {
    const legs = prepaidLegs([
      prepaid('prepaid-k1-0-0', '34', '23'),
      prepaid('prepaid-k1-0-1', '23', '34'),
      prepaid('prepaid-k1-1-0', '34', '23'),
      prepaid('prepaid-k1-1-1', '23', '34'),
    ]);
    expect(legs.map((leg) => [leg.in.id, leg.out?.id, leg.count])).toEqual([
      ['34', '23', 2],
      ['23', '34', 2],
    ]);
  });

  it('leaves a prepaid journey of another shape on a row of its own', () => {
    const rows = tripsListRows([prepaid('other-1', '34', '23'), prepaid('other-2', '34', '23')]);
    expect(rows.map((row) => row.kind === 'prepayment' && row.key)).toEqual(['other-1', 'other-2']);
  });
});
