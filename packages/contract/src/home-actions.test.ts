import { describe, expect, it } from 'vitest';
import {
  availableEntryPoints,
  headerMenuOrder,
  homeTileOrder,
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
