import type { Language } from '@portico/contract';
import PDFDocument from 'pdfkit';
import { drawFacts } from './receipt-facts.ts';
import {
  formatMoney,
  formatParisDate,
  formatParisDateTime,
  formatPercent,
} from './receipt-formats.ts';
import { useReceiptFonts } from './receipt-fonts.ts';
import { drawHeading, headingColumns } from './receipt-heading.ts';
import { colors, fonts, page } from './receipt-layout.ts';
import { type ReceiptModel, receiptPlates } from './receipt-model.ts';
import { drawLinesTable } from './receipt-table.ts';
import { fleetCardNames, providerNames, receiptTexts, type ReceiptTexts } from './receipt-texts.ts';
import { assertReceiptAddsUp, vatByRate } from './receipt-totals.ts';

type Doc = PDFKit.PDFDocument;

function methodLabel(method: ReceiptModel['method'], texts: ReceiptTexts): string {
  const name =
    method.type === 'CREDIT_CARD'
      ? [texts.bankCard, method.provider ? texts.via(providerNames[method.provider]) : null]
      : [texts.fleetCard(fleetCardNames[method.type])];
  return [...name, method.cardLabel].filter((part) => part).join(' ');
}

/** One vehicle with its country; a fleet's several, each once (rows then name their own). */
function vehicleFact(model: ReceiptModel): string {
  const plates = receiptPlates(model);
  return plates.length > 1 ? plates.join(', ') : `${model.plate} (${model.countryCode})`;
}

function drawPaymentFacts(
  doc: Doc,
  model: ReceiptModel,
  texts: ReceiptTexts,
  language: Language,
): number {
  const top = doc.y;
  const { left } = doc.page.margins;
  const { left: leftColumn, right: rightColumn } = headingColumns;
  const payment = drawFacts(doc, left + leftColumn.dx, top, leftColumn.width, [
    [texts.reference, model.reference],
    [texts.paidAt, `${formatParisDateTime(model.paidAt, language)} (${texts.parisTime})`],
    [texts.vehicle, vehicleFact(model)],
    [texts.method, methodLabel(model.method, texts)],
  ]);
  const { name, addressLines, email } = model.payer;
  const company = model.company
    ? [
        model.company.name,
        model.company.address,
        model.company.vatNumber ? `${texts.vatNumber} ${model.company.vatNumber}` : null,
      ]
    : [];
  const payerLines = [...company, name, ...addressLines, email].filter((l): l is string =>
    Boolean(l),
  );
  if (payerLines.length === 0) return payment;
  const payer = drawFacts(doc, left + rightColumn.dx, top, rightColumn.width, [
    [texts.payer, payerLines.join('\n')],
  ]);
  return Math.max(payment, payer);
}

function drawTotals(
  doc: Doc,
  top: number,
  model: ReceiptModel,
  texts: ReceiptTexts,
  language: Language,
) {
  const right = doc.page.width - doc.page.margins.right;
  const labelX = right - 240;
  const rows: [string, number][] = [
    [texts.totals.ht, model.totals.htCents],
    ...vatByRate(model.lines).map((vat): [string, number] => [
      texts.totals.vatAt(formatPercent(vat.rate, language)),
      vat.tvaCents,
    ]),
    [texts.totals.ttc, model.totals.ttcCents],
    [texts.totals.indemnities, model.totals.indemnityCents],
  ];
  const note = [
    texts.paidNote(formatParisDate(model.paidAt, language)),
    ...(model.refunds ?? []).map((refund) =>
      texts.refundedNote(
        formatParisDate(refund.at, language),
        formatMoney(refund.amountCents, language),
      ),
    ),
  ].join('\n');
  const noteWidth = right - doc.page.margins.left;
  doc.font(fonts.italic).fontSize(8);
  const noteHeight = doc.heightOfString(note, { width: noteWidth });
  // The block never splits across pages: it moves whole when the table left too little room.
  const height = rows.length * 14 + 26 + 10 + noteHeight;
  let y = top + 12;
  if (y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const row = (label: string, cents: number, font: string, size: number) => {
    doc.font(font).fontSize(size).fillColor(colors.text);
    doc.text(label, labelX, y, { width: 150 });
    doc.text(formatMoney(cents, language), right - 90, y, { width: 90, align: 'right' });
  };
  for (const [label, cents] of rows) {
    row(label, cents, fonts.regular, 9);
    y += 14;
  }
  doc.moveTo(labelX, y).lineTo(right, y).lineWidth(0.8).strokeColor(colors.text).stroke();
  y += 6;
  row(texts.totals.paid, model.totals.totalCents, fonts.bold, 11);
  y += 14 + 10;
  doc.font(fonts.italic).fontSize(8).fillColor(colors.muted);
  doc.text(note, doc.page.margins.left, y, { width: noteWidth });
}

/** Footer and page number on every page, drawn last so the page count is known. */
function drawFooters(doc: Doc, texts: ReceiptTexts): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { left, right, bottom } = doc.page.margins;
    const width = doc.page.width - left - right;
    const y = doc.page.height - bottom + 10;
    // Text below the bottom margin would make pdfkit open a new page: lift the margin meanwhile.
    doc.page.margins.bottom = 0;
    doc.font(fonts.regular).fontSize(7.5).fillColor(colors.muted);
    doc.text(texts.footer, left, y, { width: width - 60 });
    doc.text(texts.page(index - start + 1, count), left + width - 60, y, {
      width: 60,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The payment receipt as an A4 PDF in the visitor's language. Refuses (rejects) a model whose
 * amounts do not add up. Deterministic: pdfkit derives the file ID from the document info, whose
 * CreationDate is the payment time, so two renders of one model give the same bytes.
 */
export async function renderReceiptPdf(model: ReceiptModel, language: Language): Promise<Buffer> {
  assertReceiptAddsUp(model);
  const texts = receiptTexts[language];
  const doc = new PDFDocument({
    size: page.size,
    margins: {
      top: page.margin,
      left: page.margin,
      right: page.margin,
      bottom: page.margin + page.footerHeight,
    },
    bufferPages: true,
    // No default font: pdfkit would otherwise open Helvetica and list it in every PDF.
    font: '',
    lang: language,
    displayTitle: true,
    info: {
      Title: `${texts.title} ${model.number}`,
      Author: model.operatorName,
      Subject: texts.title,
      CreationDate: model.paidAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  useReceiptFonts(doc);
  drawHeading(doc, model, texts, language);
  const factsBottom = drawPaymentFacts(doc, model, texts, language);
  const tableBottom = drawLinesTable(
    doc,
    factsBottom + 8,
    model.lines,
    texts,
    language,
    receiptPlates(model).length > 1,
  );
  drawTotals(doc, tableBottom, model, texts, language);
  drawFooters(doc, texts);
  doc.end();
  return done;
}
