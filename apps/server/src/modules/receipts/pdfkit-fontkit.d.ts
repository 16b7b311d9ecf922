import type { Font } from 'fontkit';

// pdfkit 0.20 takes a parsed fontkit font as well as a path or bytes (PDFFontFactory.open checks
// for `layout`); its type package (0.17) does not say so yet. receipt-fonts.ts relies on it.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
