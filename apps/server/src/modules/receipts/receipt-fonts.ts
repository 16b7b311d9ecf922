import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The receipt's typeface, Arimo (SIL Open Font License), from the pinned npm package
 * @expo-google-fonts/arimo: metric-compatible with Helvetica/Arial, so the layout's measures hold,
 * and it covers Latin Extended, Greek and Cyrillic, so "Łukasz Wiśniewski, Dvořák" prints as
 * typed. pdfkit embeds only the glyphs a document uses (a subset), so the PDF stays small.
 * Resolved through Node's module resolution from this file: it works from a clean install,
 * wherever npm put the package (hoisted or not).
 */
const resolveFromHere = createRequire(import.meta.url).resolve;
const arimo = (file: string) => resolveFromHere(`@expo-google-fonts/arimo/${file}`);

export const receiptFontFiles = {
  regular: arimo('400Regular/Arimo_400Regular.ttf'),
  bold: arimo('700Bold/Arimo_700Bold.ttf'),
  italic: arimo('400Regular_Italic/Arimo_400Regular_Italic.ttf'),
} as const;

export type ReceiptFont = keyof typeof receiptFontFiles;

function parse(path: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path));
  if (!('layout' in font)) throw new Error(`${path} is a font collection, not one font`);
  return font;
}

let parsed: Record<ReceiptFont, fontkit.Font> | undefined;

/**
 * Parsing a TrueType file costs about 20 ms: it is done once per process, and every document
 * shares the parsed fonts (read-only to pdfkit: each document makes its own subset of them).
 */
function parsedFonts(): Record<ReceiptFont, fontkit.Font> {
  parsed ??= {
    regular: parse(receiptFontFiles.regular),
    bold: parse(receiptFontFiles.bold),
    italic: parse(receiptFontFiles.italic),
  };
  return parsed;
}

/**
 * Makes 'regular', 'bold' and 'italic' usable with `doc.font(name)` and selects 'regular'
 * (pdfkit takes a parsed font: pdfkit-fontkit.d.ts).
 */
export function useReceiptFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, font] of Object.entries(parsedFonts())) doc.registerFont(name, font);
  doc.font('regular');
}
