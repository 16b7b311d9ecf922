import { describe, expect, it } from 'vitest';
import { operationIdOf } from './operation-ids.ts';

describe('operationIdOf', () => {
  it('takes the contract route table name of a route', () => {
    expect(operationIdOf('GET', '/services/v1/journeys/price')).toBe('journeyPrice');
    expect(operationIdOf('POST', '/services/v1/payments/journeys')).toBe('payJourneys');
    expect(operationIdOf('HEAD', '/services/v1/journeys/price')).toBe('journeyPriceHead');
  });

  it('names a route outside the table by its method and path', () => {
    expect(operationIdOf('GET', '/readyz')).toBe('getReadyz');
    expect(operationIdOf('GET', '/dev/mailbox/:id')).toBe('getDevMailboxById');
    expect(operationIdOf('POST', '/psp-simulator/paybox/pay')).toBe('postPspSimulatorPayboxPay');
  });
});
