import type { ReceiptLine } from '../receipts/receipt-model.ts';
import type { ReceiptLineRow } from './repository.ts';

/** A stored gate code as the receipt writes it ("Deux-Chaises (34)"). */
export type ReceiptGateText = (code: string) => string;

function receiptLine(line: ReceiptLineRow, gate: ReceiptGateText): ReceiptLine {
  return {
    kind: line.kind,
    plate: line.kind === 'prepayment' ? null : line.plate,
    quantity: 1,
    unitHtCents: line.htCents,
    date: line.tripDate,
    caseNumber: line.caseNumber,
    entry: gate(line.inGate),
    exit: line.outGate === null ? null : gate(line.outGate),
    vehicleClass: line.vehicleClass,
    htCents: line.htCents,
    tvaCents: line.tvaCents,
    tvaRate: line.tvaRate,
    ttcCents: line.ttcCents,
    indemnityCents: line.indemnityCents,
    totalCents: line.ttcCents + line.indemnityCents,
  };
}

/**
 * The receipt's lines: each trip or notice on its own, identical prepaid trips (same route,
 * class and price) as one line of that quantity, in the order the basket listed them.
 */
export function receiptLines(
  lines: readonly ReceiptLineRow[],
  gate: ReceiptGateText = (code) => code,
): ReceiptLine[] {
  const result: ReceiptLine[] = [];
  const prepaid = new Map<string, ReceiptLine>();
  for (const line of lines) {
    const row = receiptLine(line, gate);
    if (line.kind !== 'prepayment') {
      result.push(row);
      continue;
    }
    const { inGate, outGate, vehicleClass, htCents, tvaCents, tvaRate, indemnityCents } = line;
    const key = [inGate, outGate, vehicleClass, htCents, tvaCents, tvaRate, indemnityCents].join(
      '|',
    );
    const same = prepaid.get(key);
    if (!same) {
      prepaid.set(key, row);
      result.push(row);
      continue;
    }
    same.quantity += 1;
    same.htCents += row.htCents;
    same.tvaCents += row.tvaCents;
    same.ttcCents += row.ttcCents;
    same.indemnityCents += row.indemnityCents;
    same.totalCents += row.totalCents;
  }
  return result;
}
