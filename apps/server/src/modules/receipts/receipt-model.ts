import type { PaymentMethodType, PaymentProvider, VehicleClass } from '@portico/contract';
import type { OperatorLegal } from './operator-legal.ts';

/**
 * One row of the receipt: a trip or a notice (quantity 1), or identical prepaid trips (quantity
 * n), as this payment settled them. Amounts are the row's (quantity × unit), except unitHtCents.
 */
export interface ReceiptLine {
  /** 'journey' a trip or a notice; 'prepayment' prepaid trips (no date). */
  kind: 'journey' | 'prepayment';
  /**
   * The plate of the trip or notice (its journey's); null for prepaid trips, and for a trip whose
   * journey is gone. A renter's payment covers several of its fleet's vehicles (issue 25).
   */
  plate: string | null;
  quantity: number;
  /** The price of one, excl. VAT (the invoice's "prix unitaire HT"). */
  unitHtCents: number;
  /** The trip's date (first passage); null for a prepayment. */
  date: Date | null;
  /** The case number shown on the row (a notice's pvNumber or a declaration's ticketNumber), if any. */
  caseNumber: string | null;
  /** Gate label, e.g. "34 Montmarault". */
  entry: string;
  /** null: ongoing trip. */
  exit: string | null;
  vehicleClass: VehicleClass;
  htCents: number;
  tvaCents: number;
  /** Percent, as the pricing gives it (20 for 20 %). */
  tvaRate: number;
  ttcCents: number;
  indemnityCents: number;
  /** ttc + indemnity (what this line cost in this payment). */
  totalCents: number;
}

/** Everything the receipt shows, computed by the payments service; the renderer only lays it out. */
export interface ReceiptModel {
  /** e.g. "ALIAE A79". */
  operatorName: string;
  /**
   * The operator's legal identity as an invoice names it; null when its white-label's settings
   * have none (the receipt then shows the operator's name only).
   */
  issuer: OperatorLegal | null;
  /** The invoice number, unique and gap-free per white-label and year, e.g. "A79-R-2026-000123". */
  number: string;
  /** The payment reference, e.g. "P7K2Q9X4M1ZB". */
  reference: string;
  /** When the payment settled: also the receipt's date of issue. */
  paidAt: Date;
  /** The payment's plate: its first trip's for a payment of several vehicles (see receiptPlates). */
  plate: string;
  countryCode: string;
  method: {
    type: PaymentMethodType;
    provider: PaymentProvider | null;
    /** e.g. "•••• 1112" or a fleet card's last digits. */
    cardLabel: string | null;
  };
  payer: { name: string | null; addressLines: string[]; email: string | null };
  /**
   * The rental company a renter paid for (issue 25): the receipt names it, its address and its
   * VAT number above the payer's card details. Absent for everyone else's payments.
   */
  company?: { name: string; address: string | null; vatNumber: string | null };
  lines: ReceiptLine[];
  /**
   * What refunds through the PSP gave back (issue 29 item 1), oldest first: said under the totals,
   * which stay what was paid (the invoice is not changed after it was issued). Absent: none.
   */
  refunds?: { at: Date; amountCents: number }[];
  totals: {
    htCents: number;
    tvaCents: number;
    ttcCents: number;
    indemnityCents: number;
    totalCents: number;
  };
}

/**
 * The vehicles a receipt covers: its lines' plates, each once in their order, when they are
 * several (a rental company's payment, issue 25); else the payment's one plate.
 */
export function receiptPlates(model: Pick<ReceiptModel, 'plate' | 'lines'>): string[] {
  const plates = [
    ...new Set(model.lines.flatMap((line) => (line.plate === null ? [] : [line.plate]))),
  ];
  return plates.length > 1 ? plates : [model.plate];
}
