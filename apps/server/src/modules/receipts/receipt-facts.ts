import { colors, fonts } from './receipt-layout.ts';

/**
 * Label and value under each other, one pair per fact, from (x, top) in a column `width` wide;
 * returns the bottom of the block.
 */
export function drawFacts(
  doc: PDFKit.PDFDocument,
  x: number,
  top: number,
  width: number,
  facts: [string, string][],
): number {
  let y = top;
  for (const [label, value] of facts) {
    doc.font(fonts.regular).fontSize(8).fillColor(colors.muted).text(label, x, y, { width });
    y = doc.y + 1;
    doc.font(fonts.regular).fontSize(10).fillColor(colors.text).text(value, x, y, { width });
    y = doc.y + 6;
  }
  return y;
}
