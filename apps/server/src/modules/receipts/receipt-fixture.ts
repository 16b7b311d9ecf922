import type { OperatorLegal } from './operator-legal.ts';
import type { ReceiptLine, ReceiptModel } from './receipt-model.ts';

/** Legal settings that pass every check (invented numbers that name no company), for tests. */
export function operatorLegal(overrides: Partial<OperatorLegal> = {}): OperatorLegal {
  return {
    legalName: 'Autoroutes Łódź-Plzeň SAS',
    legalForm: 'SAS',
    shareCapitalCents: 250_000_000,
    address: ['12 avenue de l’Europe', '03000 Moulins'],
    siren: '912345675',
    siret: '91234567500017',
    registry: 'RCS Cusset',
    vatNumber: 'FR65912345675',
    ...overrides,
  };
}

/**
 * A line whose amounts add up (quantity × unit ht = ht, ht + tva = ttc, ttc + indemnity = total),
 * for tests.
 */
export function receiptLine(overrides: Partial<ReceiptLine> = {}): ReceiptLine {
  const line: ReceiptLine = {
    kind: 'journey',
    plate: 'AB-123-CD',
    quantity: 1,
    unitHtCents: (overrides.htCents ?? 592) / (overrides.quantity ?? 1),
    date: new Date('2025-03-14T07:05:00Z'),
    caseNumber: null,
    entry: '34 Montmarault',
    exit: '39 Combronde',
    vehicleClass: 1,
    htCents: 592,
    tvaCents: 118,
    tvaRate: 20,
    ttcCents: 710,
    indemnityCents: 0,
    totalCents: 710,
    ...overrides,
  };
  return { ...line, totalCents: overrides.totalCents ?? line.ttcCents + line.indemnityCents };
}

/** A receipt whose totals are the sum of its lines (pass `totals` to break that on purpose). */
export function receiptModel(overrides: Partial<ReceiptModel> = {}): ReceiptModel {
  const lines = overrides.lines ?? [
    receiptLine(),
    receiptLine({
      entry: '39 Combronde',
      exit: '34 Montmarault',
      date: new Date('2025-03-15T16:40:00Z'),
    }),
  ];
  const sum = (pick: (line: ReceiptLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    operatorName: 'ALIAE A79',
    issuer: null,
    number: 'A79-R-2025-000042',
    reference: 'P7K2Q9X4M1ZB',
    paidAt: new Date('2025-03-20T09:30:00Z'),
    plate: 'AB-123-CD',
    countryCode: 'FR',
    method: { type: 'CREDIT_CARD', provider: 'PAYBOX', cardLabel: '•••• 1112' },
    payer: { name: null, addressLines: [], email: null },
    totals: {
      htCents: sum((l) => l.htCents),
      tvaCents: sum((l) => l.tvaCents),
      ttcCents: sum((l) => l.ttcCents),
      indemnityCents: sum((l) => l.indemnityCents),
      totalCents: sum((l) => l.totalCents),
    },
    ...overrides,
    lines,
  };
}
