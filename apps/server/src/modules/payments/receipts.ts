import { refundsOnReceipt } from '../refunds/refunds-repository.ts';
import { gateText, type Language } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companies, whitelabels } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import type { MailContent, MailToRender } from '../mail/renderer.ts';
import { receiptEmailTexts } from '../receipts/receipt-email-texts.ts';
import { formatMoney } from '../receipts/receipt-formats.ts';
import { type OperatorLegal, readOperatorLegal } from '../receipts/operator-legal.ts';
import { type ReceiptModel, receiptPlates } from '../receipts/receipt-model.ts';
import { renderReceiptPdf } from '../receipts/receipt-pdf.ts';
import { cardNumberLabel } from './card-label.ts';
import { type ReceiptGateText, receiptLines } from './receipt-lines.ts';
import { gateNamer } from '../lookups/domain.ts';
import { findGates } from '../lookups/repository.ts';
import type { PaymentRow, ReceiptLineRow } from './repository.ts';
import { findPayment, findReceiptLines } from './repository.ts';

/** What the receipt says of its issuer: the white-label's name and legal identity. */
export interface ReceiptOperator {
  name: string;
  issuer: OperatorLegal | null;
}

export interface ReceiptLogger {
  warn(details: object, message: string): void;
}

/** The receipt of a settled payment, from what was stored when it was priced and paid. */
export function receiptModel(
  payment: PaymentRow,
  lines: readonly ReceiptLineRow[],
  operator: ReceiptOperator,
  gate?: ReceiptGateText,
): ReceiptModel {
  if (payment.receiptNumber === null) {
    // The database numbers every payment it makes SUCCEED (migration 0006): this is a bug.
    throw new Error(`payment ${payment.reference} is ${payment.status} without a receipt number`);
  }
  const sum = (pick: (line: ReceiptLineRow) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const billing = payment.billing;
  return {
    operatorName: operator.name,
    issuer: operator.issuer,
    number: payment.receiptNumber,
    reference: payment.reference,
    paidAt: payment.settledAt ?? payment.updatedAt,
    plate: payment.plate,
    countryCode: payment.countryCode,
    method: {
      type: payment.method ?? 'CREDIT_CARD',
      provider: payment.provider,
      cardLabel: payment.cardLabel === null ? null : cardNumberLabel(payment.cardLabel),
    },
    payer: {
      name: billing ? `${billing.firstName} ${billing.lastName}` : null,
      addressLines: billing
        ? [
            billing.billingAddress,
            `${billing.billingZipcode} ${billing.billingCity}`,
            billing.billingCountry,
          ]
        : [],
      email: payment.email,
    },
    lines: receiptLines(lines, gate),
    // A business payer's company (issue 26 item 9); a renter's is read from its company below.
    ...(payment.companyName
      ? { company: { name: payment.companyName, address: null, vatNumber: payment.vatNumber } }
      : {}),
    totals: {
      htCents: sum((line) => line.htCents),
      tvaCents: sum((line) => line.tvaCents),
      ttcCents: sum((line) => line.ttcCents),
      indemnityCents: sum((line) => line.indemnityCents),
      totalCents: sum((line) => line.ttcCents + line.indemnityCents),
    },
  };
}

/**
 * The white-label's name and legal identity. A white-label without valid legal settings still
 * gets its receipts (the customer paid and is owed a proof of payment; refusing would also make
 * the receipt e-mail fail over and over): they name the operator only, and each one logs a
 * warning that says which settings to fix (field names, never values).
 */
async function receiptOperator(
  db: Database,
  whitelabelId: number,
  logger: ReceiptLogger,
): Promise<ReceiptOperator> {
  const [row] = await db
    .select({ name: whitelabels.name, settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  const { legal, problem } = readOperatorLegal(row?.settings ?? {});
  if (problem) {
    logger.warn(
      {
        whitelabelId,
        problem: problem.kind,
        ...(problem.kind === 'invalid' ? { fields: problem.fields } : {}),
      },
      'receipt without the operator’s legal identity: set the white-label’s legal settings',
    );
  }
  return { name: row?.name ?? '', issuer: legal };
}

/** The receipt PDF of a SUCCEED payment of the tenant; 409 receipt_unavailable otherwise. */
export async function paymentReceiptPdf(
  db: Database,
  whitelabelId: number,
  paymentId: string,
  language: Language,
  logger: ReceiptLogger,
): Promise<{ payment: PaymentRow; model: ReceiptModel; pdf: Buffer }> {
  const payment = await findPayment(db, whitelabelId, paymentId);
  if (!payment) throw new AppError(404, 'payment_not_found');
  if (payment.status !== 'SUCCEED') throw new AppError(409, 'receipt_unavailable');
  const [lines, operator, gates] = await Promise.all([
    findReceiptLines(db, payment.id),
    receiptOperator(db, whitelabelId, logger),
    findGates(db, whitelabelId),
  ]);
  const namer = gateNamer(gates, language);
  const model = receiptModel(payment, lines, operator, (code) => gateText(namer(code)));
  const refunds = await refundsOnReceipt(db, payment.id);
  if (refunds.length > 0) model.refunds = refunds;
  if (payment.companyId !== null) {
    const [company] = await db
      .select({ name: companies.name, address: companies.address, vatNumber: companies.vatNumber })
      .from(companies)
      .where(eq(companies.id, payment.companyId));
    if (company) model.company = company;
  }
  return { payment, model, pdf: await renderReceiptPdf(model, language) };
}

/** The mail renderer of kind payment_receipt: the e-mail in its language, the PDF attached. */
export function receiptMailRenderer(db: Database, logger: ReceiptLogger) {
  return async (mail: MailToRender): Promise<MailContent> => {
    const paymentId = mail.payload.paymentId;
    if (typeof paymentId !== 'string' || mail.whitelabelId === null) {
      throw new Error(`receipt mail ${mail.id} names no payment`);
    }
    const { payment, model, pdf } = await paymentReceiptPdf(
      db,
      mail.whitelabelId,
      paymentId,
      mail.language,
      logger,
    );
    const texts = receiptEmailTexts(mail.language, {
      operatorName: model.operatorName,
      reference: model.reference,
      receiptNumber: model.number,
      plate: model.plate,
      total: formatMoney(model.totals.totalCents, mail.language),
      ...(model.company && payment.companyId === null
        ? { businessPayer: { name: model.company.name, vatNumber: model.company.vatNumber } }
        : {}),
      ...(model.company && payment.companyId !== null
        ? {
            company: {
              name: model.company.name,
              vatNumber: model.company.vatNumber,
              plates: receiptPlates(model),
            },
          }
        : {}),
    });
    return {
      subject: texts.subject,
      text: texts.text,
      html: texts.html,
      attachments: [
        { filename: texts.attachmentName, contentType: 'application/pdf', content: pdf },
      ],
    };
  };
}
