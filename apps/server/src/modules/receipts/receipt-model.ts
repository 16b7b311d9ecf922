import type { PaymentMethodType, PaymentProvider, VehicleClass } from '@portico/contract';

/** One row of the receipt: a trip, a notice or a prepaid trip, as this payment settled it. */
export interface ReceiptLine {
  /** 'journey' a trip or a notice; 'prepayment' a prepaid trip (no date). */
  kind: 'journey' | 'prepayment';
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
  /** The payment reference, e.g. "P7K2Q9X4M1ZB". */
  reference: string;
  paidAt: Date;
  plate: string;
  countryCode: string;
  method: {
    type: PaymentMethodType;
    provider: PaymentProvider | null;
    /** e.g. "•••• 1112" or a fleet card's last digits. */
    cardLabel: string | null;
  };
  payer: { name: string | null; addressLines: string[]; email: string | null };
  lines: ReceiptLine[];
  totals: {
    htCents: number;
    tvaCents: number;
    ttcCents: number;
    indemnityCents: number;
    totalCents: number;
  };
}
