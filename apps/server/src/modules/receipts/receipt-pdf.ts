import type { Language } from '@portico/contract';
import PDFDocument from 'pdfkit';
import { formatMoney, formatParisDateTime } from './receipt-formats.ts';
import { useReceiptFonts } from './receipt-fonts.ts';
import { colors, fonts, page } from './receipt-layout.ts';
import type { ReceiptModel } from './receipt-model.ts';
import { drawLinesTable } from './receipt-table.ts';
import { fleetCardNames, providerNames, receiptTexts, type ReceiptTexts } from './receipt-texts.ts';
import { assertReceiptAddsUp } from './receipt-totals.ts';

type Doc = PDFKit.PDFDocument;

function methodLabel(method: ReceiptModel['method'], texts: ReceiptTexts): string {
  const name =
    method.type === 'CREDIT_CARD'
      ? [texts.bankCard, method.provider ? texts.via(providerNames[method.provider]) : null]
      : [texts.fleetCard(fleetCardNames[method.type])];
  return [...name, method.cardLabel].filter((part) => part).join(' ');
}

function drawHeading(doc: Doc, model: ReceiptModel, texts: ReceiptTexts): void {
  const { left } = doc.page.margins;
  doc.font(fonts.bold).fontSize(18).fillColor(colors.text).text(model.operatorName, left);
  doc.moveDown(0.2).font(fonts.regular).fontSize(14).text(texts.title);
  const y = doc.y + 6;
  doc
    .moveTo(left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.8)
    .strokeColor(colors.rule)
    .stroke();
  doc.y = y + 12;
}

/** Label and value under each other, one pair per fact; returns the bottom of the block. */
function drawFacts(doc: Doc, x: number, top: number, width: number, facts: [string, string][]) {
  let y = top;
  for (const [label, value] of facts) {
    doc.font(fonts.regular).fontSize(8).fillColor(colors.muted).text(label, x, y, { width });
    y = doc.y + 1;
    doc.font(fonts.regular).fontSize(10).fillColor(colors.text).text(value, x, y, { width });
    y = doc.y + 6;
  }
  return y;
}

function drawPaymentFacts(
  doc: Doc,
  model: ReceiptModel,
  texts: ReceiptTexts,
  language: Language,
): number {
  const top = doc.y;
  const { left } = doc.page.margins;
  const payment = drawFacts(doc, left, top, 270, [
    [texts.reference, model.reference],
    [texts.paidAt, `${formatParisDateTime(model.paidAt, language)} (${texts.parisTime})`],
    [texts.vehicle, `${model.plate} (${model.countryCode})`],
    [texts.method, methodLabel(model.method, texts)],
  ]);
  const { name, addressLines, email } = model.payer;
  const payerLines = [name, ...addressLines, email].filter((l): l is string => Boolean(l));
  if (payerLines.length === 0) return payment;
  const payer = drawFacts(doc, left + 300, top, 215, [[texts.payer, payerLines.join('\n')]]);
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
    [texts.totals.vat, model.totals.tvaCents],
    [texts.totals.ttc, model.totals.ttcCents],
    [texts.totals.indemnities, model.totals.indemnityCents],
  ];
  // The block never splits across pages: it moves whole when the table left too little room.
  const height = rows.length * 14 + 26;
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
      Title: `${texts.title} ${model.reference}`,
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
  drawHeading(doc, model, texts);
  const factsBottom = drawPaymentFacts(doc, model, texts, language);
  const tableBottom = drawLinesTable(doc, factsBottom + 8, model.lines, texts, language);
  drawTotals(doc, tableBottom, model, texts, language);
  drawFooters(doc, texts);
  doc.end();
  return done;
}
