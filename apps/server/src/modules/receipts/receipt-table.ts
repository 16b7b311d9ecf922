import type { Language } from '@portico/contract';
import { formatMoney, formatParisDateTime, formatPercent } from './receipt-formats.ts';
import { colors, fonts } from './receipt-layout.ts';
import type { ReceiptLine } from './receipt-model.ts';
import type { ReceiptTexts } from './receipt-texts.ts';

type Column = keyof ReceiptTexts['columns'];

/**
 * One stacked text of a cell; `arrow` draws an arrow before it (a path, not a glyph: text
 * extraction then reads the gates alone); `oneLine`
 * shrinks the text rather than wrap it (an amount split from its "€" reads badly).
 */
interface Piece {
  text: string;
  font?: string;
  arrow?: boolean;
  oneLine?: boolean;
}

/**
 * Widths add up to the A4 content width (595.28 - 2 × 40): a date "dd/MM/yy HH:mm", a case number
 * like "A79-2026-000001" and an amount like "1 234,56 €" each hold on one line at 8 pt. The
 * route is the line's description; quantity and unit price excl. VAT are what an invoice shows.
 */
const columns: { key: Column; width: number; align: 'left' | 'center' | 'right' }[] = [
  { key: 'date', width: 60, align: 'left' },
  { key: 'caseNumber', width: 72, align: 'left' },
  { key: 'route', width: 89.28, align: 'left' },
  { key: 'vehicleClass', width: 30, align: 'center' },
  { key: 'quantity', width: 26, align: 'center' },
  { key: 'unitHt', width: 46, align: 'right' },
  { key: 'vat', width: 46, align: 'right' },
  { key: 'ttc', width: 46, align: 'right' },
  { key: 'indemnity', width: 52, align: 'right' },
  { key: 'total', width: 48, align: 'right' },
];

const fontSize = 8;
const headerFontSize = 7.5;
const smallestFontSize = 5.5;
const padX = 3;
const padY = 4;
const arrowIndent = 10;

/** `withPlate`: the receipt covers several vehicles, so each row names its own above its date. */
function cellsOf(
  line: ReceiptLine,
  texts: ReceiptTexts,
  language: Language,
  withPlate: boolean,
): Record<Column, Piece[]> {
  const money = (cents: number, font?: string): Piece[] => [
    { text: formatMoney(cents, language), font, oneLine: true },
  ];
  const plate: Piece[] =
    withPlate && line.plate !== null ? [{ text: line.plate, font: fonts.bold, oneLine: true }] : [];
  return {
    date: [
      ...plate,
      line.kind === 'prepayment' || line.date === null
        ? { text: texts.prepayment, font: fonts.italic }
        : { text: formatParisDateTime(line.date, language), oneLine: true },
    ],
    caseNumber: line.caseNumber ? [{ text: line.caseNumber, oneLine: true }] : [],
    route: [
      { text: line.entry },
      line.exit === null
        ? { text: texts.ongoing, font: fonts.italic, arrow: true }
        : { text: line.exit, arrow: true },
    ],
    vehicleClass: [{ text: String(line.vehicleClass) }],
    quantity: [{ text: String(line.quantity) }],
    unitHt: money(line.unitHtCents),
    vat: [
      { text: formatPercent(line.tvaRate, language), font: fonts.italic },
      ...money(line.tvaCents),
    ],
    ttc: money(line.ttcCents),
    indemnity: money(line.indemnityCents),
    total: money(line.totalCents, fonts.bold),
  };
}

function pieceWidth(columnWidth: number, piece: Piece): number {
  return columnWidth - 2 * padX - (piece.arrow ? arrowIndent : 0);
}

/** Sets the piece's font and size on the document; returns the height it takes. */
function usePieceFont(doc: PDFKit.PDFDocument, columnWidth: number, piece: Piece): number {
  const width = pieceWidth(columnWidth, piece);
  doc.font(piece.font ?? fonts.regular).fontSize(fontSize);
  if (piece.oneLine) {
    const natural = doc.widthOfString(piece.text);
    if (natural > width) {
      const shrunk = Math.floor((fontSize * width * 4) / natural) / 4;
      doc.fontSize(Math.max(smallestFontSize, shrunk));
    }
  }
  return doc.heightOfString(piece.text, { width });
}

function cellHeight(doc: PDFKit.PDFDocument, width: number, pieces: Piece[]): number {
  return pieces.reduce((height, piece) => height + usePieceFont(doc, width, piece), 0);
}

function drawArrow(doc: PDFKit.PDFDocument, x: number, y: number): void {
  const mid = y + fontSize * 0.38;
  doc.save().lineWidth(0.6).strokeColor(colors.text);
  doc
    .moveTo(x, mid)
    .lineTo(x + 6.5, mid)
    .stroke();
  doc
    .moveTo(x + 4, mid - 2.2)
    .lineTo(x + 7, mid)
    .lineTo(x + 4, mid + 2.2)
    .stroke();
  doc.restore();
}

function drawRow(
  doc: PDFKit.PDFDocument,
  y: number,
  cells: Record<Column, Piece[]>,
  height: number,
): void {
  let x = doc.page.margins.left;
  for (const column of columns) {
    let pieceY = y + padY;
    for (const piece of cells[column.key]) {
      const indent = piece.arrow ? arrowIndent : 0;
      if (piece.arrow) drawArrow(doc, x + padX, pieceY);
      const height = usePieceFont(doc, column.width, piece);
      doc.fillColor(colors.text).text(piece.text, x + padX + indent, pieceY, {
        width: pieceWidth(column.width, piece),
        align: column.align,
      });
      pieceY += height;
    }
    x += column.width;
  }
  const right = doc.page.width - doc.page.margins.right;
  doc
    .moveTo(doc.page.margins.left, y + height)
    .lineTo(right, y + height)
    .lineWidth(0.4)
    .strokeColor(colors.rule)
    .stroke();
}

/**
 * The column titles' size: the largest (up to 7.5 pt) at which every word of every title fits its
 * column, so "Entschädigung" or "Indemnización" wrap between words, never inside one.
 */
function headerSize(doc: PDFKit.PDFDocument, texts: ReceiptTexts): number {
  doc.font(fonts.bold);
  const fits = (size: number) =>
    columns.every((c) =>
      texts.columns[c.key]
        .split(/\s+/)
        .every((word) => doc.fontSize(size).widthOfString(word) <= c.width - 2 * padX),
    );
  let size = headerFontSize;
  while (size > smallestFontSize && !fits(size)) size -= 0.25;
  return size;
}

function drawHeader(doc: PDFKit.PDFDocument, y: number, texts: ReceiptTexts): number {
  doc.font(fonts.bold).fontSize(headerSize(doc, texts));
  const height =
    Math.max(
      ...columns.map((c) =>
        doc.heightOfString(texts.columns[c.key], { width: c.width - 2 * padX }),
      ),
    ) +
    2 * padY;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.rect(doc.page.margins.left, y, width, height).fill(colors.headerFill);
  let x = doc.page.margins.left;
  doc.fillColor(colors.text);
  for (const column of columns) {
    doc.text(texts.columns[column.key], x + padX, y + padY, {
      width: column.width - 2 * padX,
      align: column.align,
    });
    x += column.width;
  }
  return y + height;
}

/**
 * The table of the payment's lines from `top`; a row that would run into the footer moves to a
 * new page under a repeated header. Returns where the table ends.
 */
export function drawLinesTable(
  doc: PDFKit.PDFDocument,
  top: number,
  lines: ReceiptLine[],
  texts: ReceiptTexts,
  language: Language,
  withPlates: boolean,
): number {
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = drawHeader(doc, top, texts);
  for (const line of lines) {
    const cells = cellsOf(line, texts, language, withPlates);
    const height =
      Math.max(...columns.map((c) => cellHeight(doc, c.width, cells[c.key]))) + 2 * padY;
    if (y + height > bottom()) {
      doc.addPage();
      y = drawHeader(doc, doc.page.margins.top, texts);
    }
    drawRow(doc, y, cells, height);
    y += height;
  }
  return y;
}
