import type { PaymentSession } from '@portico/contract';

type PricedPrepayment = PaymentSession['prepayments'][number];

/**
 * One line of the payment summary for the same prepaid leg bought several times; its amount is
 * the leg's price (the server's) times its count, in cents.
 */
export interface PrepaidLine {
  prepayment: PricedPrepayment;
  count: number;
}

const legKey = (prepayment: PricedPrepayment) =>
  [prepayment.in.id, prepayment.out.id, prepayment.vehicleCategory, prepayment.ttcPrice].join('|');

/**
 * The session's prepaid trips as the summary lists them (issue 26 item 17): a round trip bought
 * twice is two lines, "34 → 23 × 2" and "23 → 34 × 2", not four lines that read like trips
 * already driven. Legs keep the order they were added in; the same leg of another class or
 * price is its own line.
 */
export function prepaidLines(prepayments: readonly PricedPrepayment[]): PrepaidLine[] {
  const lines = new Map<string, PrepaidLine>();
  for (const prepayment of prepayments) {
    const key = legKey(prepayment);
    const line = lines.get(key);
    if (line) line.count += 1;
    else lines.set(key, { prepayment, count: 1 });
  }
  return [...lines.values()];
}
