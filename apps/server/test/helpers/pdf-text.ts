import { PDFParse } from 'pdf-parse';

/** What a PDF says about itself: its info dictionary and its catalog's /Lang. */
export interface PdfInfo {
  title: string | null;
  author: string | null;
  language: string | null;
  creationDate: Date | null;
  pages: number;
}

// pdf.js may transfer (detach) the buffer it is given: each call hands it a copy.
async function withParser<T>(bytes: Uint8Array, read: (parser: PDFParse) => Promise<T>) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return await read(parser);
  } finally {
    await parser.destroy();
  }
}

/**
 * The text of a PDF, for assertions in Vitest and Playwright tests alike (so no test-runner
 * import here). No-break spaces (U+00A0, U+202F) come back as plain spaces: a test then looks
 * for "14,20 €" without caring which space Intl or the PDF used.
 */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const { text } = await withParser(bytes, (parser) => parser.getText());
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export async function pdfInfo(bytes: Uint8Array | Buffer): Promise<PdfInfo> {
  const result = await withParser(bytes, (parser) => parser.getInfo());
  const info: Record<string, unknown> = result.info ?? {};
  const dates = result.getDateNode();
  return {
    title: stringOrNull(info.Title),
    author: stringOrNull(info.Author),
    language: stringOrNull(info.Language),
    creationDate: dates.CreationDate ?? null,
    pages: result.total,
  };
}
