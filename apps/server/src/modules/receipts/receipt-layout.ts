/** Shared measures of the receipt's A4 page, in PDF points (1/72 inch). */
export const page = {
  size: 'A4' as const,
  margin: 40,
  /** Room kept under the content for the footer line and the page number. */
  footerHeight: 36,
};

/** pdfkit's built-in (standard 14) fonts: nothing to embed, WinAnsi covers the five languages. */
export const fonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const colors = {
  text: '#1a1a1a',
  muted: '#5c5c5c',
  rule: '#b5b5b5',
  headerFill: '#eef1f4',
} as const;
