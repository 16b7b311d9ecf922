import type { Language } from '@portico/contract';
import { drawFacts } from './receipt-facts.ts';
import { formatParisDate, formatParisDays } from './receipt-formats.ts';
import { issuerLines } from './receipt-issuer.ts';
import { colors, fonts } from './receipt-layout.ts';
import type { ReceiptModel } from './receipt-model.ts';
import type { ReceiptTexts } from './receipt-texts.ts';

type Doc = PDFKit.PDFDocument;

/** The left column (issuer, payment) and the right one (invoice facts, payer), as x and width. */
export const headingColumns = { left: { dx: 0, width: 280 }, right: { dx: 300, width: 215 } };

function drawRule(doc: Doc, y: number): void {
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.8)
    .strokeColor(colors.rule)
    .stroke();
}

/** The issuer's legal identity, small, its legal name first; returns the bottom of the block. */
function drawIssuer(doc: Doc, top: number, model: ReceiptModel, texts: ReceiptTexts, l: Language) {
  if (!model.issuer) return top;
  const x = doc.page.margins.left + headingColumns.left.dx;
  const { width } = headingColumns.left;
  const [name, ...rest] = issuerLines(model.issuer, texts, l);
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(colors.text)
    .text(name ?? '', x, top, { width });
  doc.font(fonts.regular).fontSize(8).fillColor(colors.muted);
  for (const line of rest) doc.text(line, x, doc.y + 1, { width });
  return doc.y;
}

/**
 * The days the trips were made (the supply of the service); a prepaid trip is supplied when it
 * is paid for (it becomes a credit).
 */
function supplyDays(model: ReceiptModel): Date[] {
  return model.lines.map((line) => line.date ?? model.paidAt);
}

/**
 * The top of the receipt: the operator's name and the title, then the issuer's legal identity
 * (left) beside the invoice number and dates (right). Leaves doc.y under both.
 */
export function drawHeading(doc: Doc, model: ReceiptModel, texts: ReceiptTexts, l: Language) {
  const { left } = doc.page.margins;
  doc.font(fonts.bold).fontSize(18).fillColor(colors.text).text(model.operatorName, left);
  doc.moveDown(0.2).font(fonts.regular).fontSize(14).text(texts.title);
  const ruleY = doc.y + 6;
  drawRule(doc, ruleY);
  const top = ruleY + 10;
  const issuerBottom = drawIssuer(doc, top, model, texts, l);
  const invoiceBottom = drawFacts(
    doc,
    left + headingColumns.right.dx,
    top,
    headingColumns.right.width,
    [
      [texts.invoiceNumber, model.number],
      [texts.issuedOn, formatParisDate(model.paidAt, l)],
      [texts.supplyDate, formatParisDays(supplyDays(model), l)],
    ],
  );
  doc.y = Math.max(issuerBottom + 12, invoiceBottom + 4);
}
