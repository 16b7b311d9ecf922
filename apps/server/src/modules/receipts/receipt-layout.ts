import type { ReceiptFont } from './receipt-fonts.ts';

/** Shared measures of the receipt's A4 page, in PDF points (1/72 inch). */
export const page = {
  size: 'A4' as const,
  margin: 40,
  /** Room kept under the content for the footer line and the page number. */
  footerHeight: 36,
};

/**
 * The embedded Unicode font's faces, as receipt-fonts.ts registers them on each document; never a
 * standard PDF font: those speak WinAnsi only, which garbles "Łukasz Wiśniewski" or "Dvořák".
 */
export const fonts = {
  regular: 'regular',
  bold: 'bold',
  italic: 'italic',
} as const satisfies Record<ReceiptFont, ReceiptFont>;

export const colors = {
  text: '#1a1a1a',
  muted: '#5c5c5c',
  rule: '#b5b5b5',
  headerFill: '#eef1f4',
} as const;
