import type { Language } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whitelabels } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import type { MailContent, MailToRender } from '../mail/renderer.ts';
import { receiptEmailTexts } from '../receipts/receipt-email-texts.ts';
import { formatMoney } from '../receipts/receipt-formats.ts';
import type { ReceiptModel } from '../receipts/receipt-model.ts';
import { renderReceiptPdf } from '../receipts/receipt-pdf.ts';
import type { PaymentLineRow, PaymentRow } from './repository.ts';
import { findLines, findPayment } from './repository.ts';

/** The receipt of a settled payment, from what was stored when it was priced and paid. */
export function receiptModel(
  payment: PaymentRow,
  lines: readonly PaymentLineRow[],
  operatorName: string,
): ReceiptModel {
  const sum = (pick: (line: PaymentLineRow) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const billing = payment.billing;
  return {
    operatorName,
    reference: payment.reference,
    paidAt: payment.settledAt ?? payment.updatedAt,
    plate: payment.plate,
    countryCode: payment.countryCode,
    method: {
      type: payment.method ?? 'CREDIT_CARD',
      provider: payment.provider,
      cardLabel: payment.cardLabel,
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
    lines: lines.map((line) => ({
      kind: line.kind,
      date: line.tripDate,
      caseNumber: line.caseNumber,
      entry: line.inGate,
      exit: line.outGate,
      vehicleClass: line.vehicleClass,
      htCents: line.htCents,
      tvaCents: line.tvaCents,
      tvaRate: line.tvaRate,
      ttcCents: line.ttcCents,
      indemnityCents: line.indemnityCents,
      totalCents: line.ttcCents + line.indemnityCents,
    })),
    totals: {
      htCents: sum((line) => line.htCents),
      tvaCents: sum((line) => line.tvaCents),
      ttcCents: sum((line) => line.ttcCents),
      indemnityCents: sum((line) => line.indemnityCents),
      totalCents: sum((line) => line.ttcCents + line.indemnityCents),
    },
  };
}

async function operatorName(db: Database, whitelabelId: number): Promise<string> {
  const [row] = await db
    .select({ name: whitelabels.name })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  return row?.name ?? '';
}

/** The receipt PDF of a SUCCEED payment of the tenant; 409 receipt_unavailable otherwise. */
export async function paymentReceiptPdf(
  db: Database,
  whitelabelId: number,
  paymentId: string,
  language: Language,
): Promise<{ payment: PaymentRow; model: ReceiptModel; pdf: Buffer }> {
  const payment = await findPayment(db, whitelabelId, paymentId);
  if (!payment) throw new AppError(404, 'payment_not_found');
  if (payment.status !== 'SUCCEED') throw new AppError(409, 'receipt_unavailable');
  const lines = await findLines(db, payment.id);
  const model = receiptModel(payment, lines, await operatorName(db, whitelabelId));
  return { payment, model, pdf: await renderReceiptPdf(model, language) };
}

/** The mail renderer of kind payment_receipt: the e-mail in its language, the PDF attached. */
export function receiptMailRenderer(db: Database) {
  return async (mail: MailToRender): Promise<MailContent> => {
    const paymentId = mail.payload.paymentId;
    if (typeof paymentId !== 'string' || mail.whitelabelId === null) {
      throw new Error(`receipt mail ${mail.id} names no payment`);
    }
    const { model, pdf } = await paymentReceiptPdf(db, mail.whitelabelId, paymentId, mail.language);
    const texts = receiptEmailTexts(mail.language, {
      operatorName: model.operatorName,
      reference: model.reference,
      plate: model.plate,
      total: formatMoney(model.totals.totalCents, mail.language),
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
