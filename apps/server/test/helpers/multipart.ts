/** multipart/form-data bodies for the upload tests (claims, contact form). */
export interface MultipartPart {
  name: string;
  /** Set for a file part. */
  fileName?: string;
  type?: string;
  content: Buffer | string;
}

export const multipartBoundary = '----portico-test-boundary';
export const multipartContentType = `multipart/form-data; boundary=${multipartBoundary}`;

export function multipartBody(parts: readonly MultipartPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    chunks.push(
      Buffer.from(
        `--${multipartBoundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${multipartBoundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Small files whose first bytes are those of their type. */
export const sampleFiles = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'),
  /** A Windows program ("MZ"), whatever name it is given. */
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]),
};
