import { describe, expect, it } from 'vitest';
import {
  availableEntryPoints,
  headerMenuOrder,
  homeTileOrder,
  servedHomeActions,
  type HomeAction,
} from './home-actions.ts';

const keys = (actions: HomeAction[], order = homeTileOrder) =>
  availableEntryPoints(actions, order).map((entry) => entry.key);

describe('availableEntryPoints (spec 001 Home tiles, spec 000 Header menu)', () => {
  it('always offers Pay, even with no action', () => {
    expect(keys([])).toEqual(['pay']);
  });

  it.each([
    [['payment-notice'], ['pay', 'contest']],
    [['prepayment'], ['pay', 'prepay']],
    [['subscription'], ['pay', 'subscribe']],
    [['freeflow'], ['pay']],
    [
      ['subscription', 'freeflow', 'prepayment', 'payment-notice'],
      ['pay', 'contest', 'prepay', 'subscribe'],
    ],
  ] as [HomeAction[], string[]][])('home tiles for %j', (actions, expected) => {
    expect(keys(actions)).toEqual(expected);
  });

  it('orders the header menu as the spec lists it', () => {
    expect(
      keys(['subscription', 'freeflow', 'prepayment', 'payment-notice'], headerMenuOrder),
    ).toEqual(['pay', 'prepay', 'contest', 'subscribe']);
  });

  it('gives each entry its spec path', () => {
    const paths = Object.fromEntries(
      availableEntryPoints(['subscription', 'prepayment', 'payment-notice'], homeTileOrder).map(
        (e) => [e.key, e.path],
      ),
    );
    expect(paths).toEqual({
      pay: 'form/payment',
      contest: 'form/claim',
      prepay: 'form/prepayment',
      subscribe: 'alert',
    });
  });
});

describe('servedHomeActions (spec 000 route table: the free-flow-enabled check on home)', () => {
  const all: HomeAction[] = ['subscription', 'freeflow', 'prepayment', 'payment-notice'];

  it('keeps every action of a free-flow white-label, in its order', () => {
    expect(servedHomeActions(all, true)).toEqual(all);
  });

  it('keeps only the notices without free flow: no Prepay or Subscribe entry is left', () => {
    const served = servedHomeActions(all, false);
    expect(served).toEqual(['payment-notice']);
    expect(keys(served)).toEqual(['pay', 'contest']);
  });
});
