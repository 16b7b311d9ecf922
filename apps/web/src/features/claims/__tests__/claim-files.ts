/** Test files whose first bytes are (or are not) what their names say. */
const pdfHead = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]; // %PDF-1.7
const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const exeHead = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]; // MZ: a Windows program

function fileOf(name: string, head: number[], size: number, type: string): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}

export const aPdf = (name = 'avviso.pdf', size = 2048) =>
  fileOf(name, pdfHead, size, 'application/pdf');
export const aPng = (name = 'foto.png', size = 1024) => fileOf(name, pngHead, size, 'image/png');
/** A program renamed to look like a PDF: its name and declared type lie, its bytes do not. */
export const aRenamedExe = (name = 'ricevuta.pdf') =>
  fileOf(name, exeHead, 4096, 'application/pdf');
