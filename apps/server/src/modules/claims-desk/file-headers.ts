import type { AttachmentMediaType } from '@portico/contract';

const extensions: Record<AttachmentMediaType, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
};

/**
 * The name a claim's file is shown under: the claimant's name, accents dropped, reduced to letters, digits, dot,
 * dash and underscore (no quote, slash, control or non-ASCII character reaches the header), with
 * the extension of its verified type, so a "notice.html" that is a PDF is saved as a PDF.
 */
export function safeFileName(fileName: string, mediaType: AttachmentMediaType): string {
  const extension = extensions[mediaType];
  const stem = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  return `${stem || 'file'}${extension}`;
}

/**
 * A claim's file shown inside the console's page (issue 28 item 8). Its type is the one found in
 * its first bytes when it was filed (never the claimant's name or declared type), and nosniff
 * keeps the browser to it; inline, under a safe name; never cached; framed by the console alone.
 * An image gets a sandboxed, script-less document. A PDF gets the same policy without `sandbox`:
 * a sandboxed frame never loads a plug-in, and Chrome's PDF viewer is one, so a sandboxed PDF is
 * a blank frame; its verified type and nosniff are what keep it a PDF.
 */
export function claimFileHeaders(
  fileName: string,
  mediaType: AttachmentMediaType,
): Record<string, string> {
  const policy =
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return {
    'content-type': mediaType,
    'content-disposition': `inline; filename="${safeFileName(fileName, mediaType)}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': mediaType === 'application/pdf' ? policy : `sandbox; ${policy}`,
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': 'no-store',
    'cross-origin-resource-policy': 'same-origin',
  };
}
