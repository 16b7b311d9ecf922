import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { journeys, paymentLines, payments } from '../../db/schema/index.ts';
import type { Queryable } from '../journeys/repository.ts';
import type { PaymentRow } from './repository.ts';

/** The account area's reads of a customer's payments (issue 26 item 10): Drizzle queries only. */

export interface AccountPaymentsOwner {
  whitelabelId: number;
  userId: string;
}

/**
 * An OPEN payment is a basket never sent to a payment method: nothing happened to the customer's
 * money, so the history does not show it.
 */
const shownToCustomer = (owner: AccountPaymentsOwner) =>
  and(
    eq(payments.whitelabelId, owner.whitelabelId),
    eq(payments.userId, owner.userId),
    ne(payments.status, 'OPEN'),
  );

export async function countAccountPayments(
  db: Queryable,
  owner: AccountPaymentsOwner,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(payments).where(shownToCustomer(owner));
  return row?.value ?? 0;
}

/** One page of the customer's payments, newest first (the id breaks ties of the same instant). */
export function findAccountPayments(
  db: Queryable,
  owner: AccountPaymentsOwner,
  page: { offset: number; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(shownToCustomer(owner))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** What each payment paid: its lines' kind and the plate of the journey a line paid. */
export function findPaidLines(
  db: Queryable,
  paymentIds: readonly string[],
): Promise<
  {
    paymentId: string;
    kind: 'journey' | 'prepayment';
    plate: string | null;
    country: string | null;
  }[]
> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      paymentId: paymentLines.paymentId,
      kind: paymentLines.kind,
      plate: journeys.plate,
      country: journeys.countryCode,
    })
    .from(paymentLines)
    .leftJoin(journeys, eq(journeys.id, paymentLines.journeyId))
    .where(inArray(paymentLines.paymentId, [...paymentIds]));
}

/** A payment of this customer by its order reference; another customer's is not found. */
export async function findAccountPayment(
  db: Queryable,
  owner: AccountPaymentsOwner,
  reference: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(shownToCustomer(owner), eq(payments.reference, reference)));
  return row ?? null;
}
