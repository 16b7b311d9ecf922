import type { Refund } from '@portico/contract';
import type { RefundRow } from './refunds-repository.ts';
import { leftForAPerson } from './refunds-repository.ts';

export type ListedRefund = RefundRow & { reference: string; plate: string; paymentCents: number };

/** An attempt as the console shows it. */
export function presentRefund(row: ListedRefund): Refund {
  return {
    id: String(row.id),
    paymentId: row.paymentId,
    reference: row.reference,
    plate: row.plate,
    paymentCents: row.paymentCents,
    amountCents: row.amountCents,
    state: row.state,
    reason: row.reason,
    automatic: row.requestedBy === null && row.requestedByName === 'automatic',
    requestedBy: row.requestedByName,
    approvedBy: row.approvedByName,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    pspTransaction: row.pspTransaction,
    pspCode: row.pspCode,
    tries: row.tries,
    needsPerson: leftForAPerson(row),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
