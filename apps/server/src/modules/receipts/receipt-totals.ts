import type { ReceiptLine, ReceiptModel } from './receipt-model.ts';

type Amounts = ReceiptModel['totals'];

function lineProblems(line: ReceiptLine, index: number): string[] {
  const problems: string[] = [];
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    problems.push(`line ${index}: quantity ${line.quantity} is not a positive integer`);
  }
  if (line.unitHtCents * line.quantity !== line.htCents) {
    problems.push(
      `line ${index}: ${line.quantity} × unit ht ${line.unitHtCents} != ht ${line.htCents}`,
    );
  }
  if (line.htCents + line.tvaCents !== line.ttcCents) {
    problems.push(
      `line ${index}: ht ${line.htCents} + tva ${line.tvaCents} != ttc ${line.ttcCents}`,
    );
  }
  if (line.ttcCents + line.indemnityCents !== line.totalCents) {
    problems.push(
      `line ${index}: ttc ${line.ttcCents} + indemnity ${line.indemnityCents} != total ${line.totalCents}`,
    );
  }
  return problems;
}

/**
 * The server computes every amount, so a receipt whose figures do not add up is a bug upstream:
 * better no receipt than one that contradicts itself. Throws an Error naming each mismatch.
 */
export function assertReceiptAddsUp(model: ReceiptModel): void {
  const sums: Amounts = { htCents: 0, tvaCents: 0, ttcCents: 0, indemnityCents: 0, totalCents: 0 };
  const problems = model.lines.flatMap(lineProblems);
  if (model.lines.length === 0) problems.push('no lines');
  for (const line of model.lines) {
    for (const key of Object.keys(sums) as (keyof Amounts)[]) sums[key] += line[key];
  }
  for (const key of Object.keys(sums) as (keyof Amounts)[]) {
    if (sums[key] !== model.totals[key]) {
      problems.push(`totals.${key} ${model.totals[key]} != sum of lines ${sums[key]}`);
    }
  }
  const amounts = [
    ...model.lines.flatMap((l) => [
      l.unitHtCents,
      l.htCents,
      l.tvaCents,
      l.ttcCents,
      l.indemnityCents,
      l.totalCents,
    ]),
    ...Object.values(model.totals),
  ];
  if (!amounts.every(Number.isSafeInteger)) problems.push('amounts must be integer cents');
  if (problems.length > 0) {
    throw new Error(`receipt ${model.reference} does not add up: ${problems.join('; ')}`);
  }
}

/** One VAT rate of the receipt: the base excl. VAT and the tax at that rate. */
export interface VatAtRate {
  /** Percent, e.g. 20. */
  rate: number;
  htCents: number;
  tvaCents: number;
}

/**
 * The VAT of the receipt per rate, highest rate first: an invoice states the tax due per rate
 * (CGI annexe II art. 242 nonies A), not only its sum.
 */
export function vatByRate(lines: readonly ReceiptLine[]): VatAtRate[] {
  const byRate = new Map<number, VatAtRate>();
  for (const line of lines) {
    const entry = byRate.get(line.tvaRate) ?? { rate: line.tvaRate, htCents: 0, tvaCents: 0 };
    entry.htCents += line.htCents;
    entry.tvaCents += line.tvaCents;
    byRate.set(line.tvaRate, entry);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}
