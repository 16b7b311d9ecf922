import type { PaidLine } from '@portico/contract';
import { receiptLines } from './receipt-lines.ts';
import type { ReceiptLineRow } from './repository.ts';

/**
 * What a payment paid, line by line as its receipt lists it (identical prepaid trips as one line
 * of their count): the success page's list (issue 26 item 9).
 */
export function paidLines(rows: readonly ReceiptLineRow[]): PaidLine[] {
  return receiptLines(rows).map((line) => ({
    kind: line.kind,
    plate: line.plate,
    date: line.date?.toISOString() ?? null,
    caseNumber: line.caseNumber,
    in: line.entry,
    out: line.exit,
    quantity: line.quantity,
    amount: line.totalCents,
  }));
}
