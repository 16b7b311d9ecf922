import type {
  AccountPayment,
  AccountPaymentsQuery,
  AccountPaymentsResponse,
  Language,
  PaymentStatus,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { countedAddress, reserveDaily, secondsUntilNextDay } from '../../shared/daily-counter.ts';
import {
  type AccountPaymentsOwner,
  countAccountPayments,
  findAccountPayment,
  findAccountPayments,
  findPaidLines,
} from './account-payments-repository.ts';
import { paymentReceiptPdf, type ReceiptLogger } from './receipts.ts';
import type { PaymentRow } from './repository.ts';

type PaidLine = Awaited<ReturnType<typeof findPaidLines>>[number];

/**
 * A payment as the account area lists it: what it cost, how, what it paid and whether its
 * receipt can be downloaded. The vehicles are the session's plate and those of the journeys it
 * paid (a case session may pay another plate's notice), each once; the data-retention job
 * blanks old plates, which are left out.
 */
export function presentAccountPayment(
  payment: PaymentRow,
  lines: readonly PaidLine[],
): AccountPayment {
  const vehicles = new Map<string, { plate: string; countryCode: string }>();
  const addVehicle = (plate: string | null, countryCode: string | null) => {
    if (!plate || !countryCode) return;
    vehicles.set(`${countryCode}|${plate}`, { plate, countryCode });
  };
  addVehicle(payment.plate, payment.countryCode);
  for (const line of lines) addVehicle(line.plate, line.country);
  return {
    reference: payment.reference,
    createdAt: payment.createdAt.toISOString(),
    paidAt:
      payment.status === 'SUCCEED' ? (payment.settledAt ?? payment.updatedAt).toISOString() : null,
    amount: payment.amountCents,
    // OPEN payments are not listed (account-payments-repository.ts): the rest are the contract's.
    status: payment.status as PaymentStatus,
    method: payment.method,
    provider: payment.provider,
    cardLabel: payment.cardLabel,
    vehicles: [...vehicles.values()],
    trips: lines.filter((line) => line.kind === 'journey').length,
    prepaidTrips: lines.filter((line) => line.kind === 'prepayment').length,
    receiptNumber: payment.status === 'SUCCEED' ? payment.receiptNumber : null,
  };
}

/** GET /users/me/payments: one page of the customer's payments, newest first. */
export async function listAccountPayments(
  db: Database,
  owner: AccountPaymentsOwner,
  { page, pageSize }: AccountPaymentsQuery,
): Promise<AccountPaymentsResponse> {
  const total = await countAccountPayments(db, owner);
  const rows =
    total > (page - 1) * pageSize
      ? await findAccountPayments(db, owner, { offset: (page - 1) * pageSize, limit: pageSize })
      : [];
  const lines = await findPaidLines(
    db,
    rows.map((row) => row.id),
  );
  return {
    page,
    pageSize,
    pageTotal: Math.ceil(total / pageSize),
    total,
    data: rows.map((row) =>
      presentAccountPayment(
        row,
        lines.filter((line) => line.paymentId === row.id),
      ),
    ),
  };
}

export interface ReceiptDownload {
  reference: string;
  language: Language;
  /** The client address, counted by its /64 for IPv6. */
  clientIp: string;
  limits: { perAccount: number; perAddress: number; counterSecret: string };
  now: Date;
}

/**
 * GET /users/me/payments/{reference}/receipt: the receipt PDF of one of the customer's own
 * payments. Another customer's payment, or a visitor's, is not found (404, the same answer as a
 * reference that does not exist: the call tells nothing of others' payments); one that did not
 * succeed has no receipt (409). Each PDF is drawn on demand (hundreds of milliseconds of CPU),
 * so every call is counted per account and per client address for the day before anything is
 * read: a stolen session or a script cannot keep the server drawing.
 */
export async function accountReceiptPdf(
  db: Database,
  owner: AccountPaymentsOwner,
  { reference, language, clientIp, limits, now }: ReceiptDownload,
  logger: ReceiptLogger,
): Promise<{ pdf: Buffer; receiptNumber: string }> {
  const allowed = await reserveDaily(
    db,
    limits.counterSecret,
    owner.whitelabelId,
    [
      { scope: 'account-receipt-download', target: owner.userId, limit: limits.perAccount },
      {
        scope: 'account-receipt-download-address',
        target: countedAddress(clientIp),
        limit: limits.perAddress,
      },
    ],
    now,
  );
  if (!allowed) {
    throw new AppError(429, 'too_many_requests', undefined, {
      'retry-after': String(secondsUntilNextDay(now)),
    });
  }
  const payment = await findAccountPayment(db, owner, reference);
  if (!payment) throw new AppError(404, 'payment_not_found');
  const { model, pdf } = await paymentReceiptPdf(
    db,
    owner.whitelabelId,
    payment.id,
    language,
    logger,
  );
  return { pdf, receiptNumber: model.number };
}
