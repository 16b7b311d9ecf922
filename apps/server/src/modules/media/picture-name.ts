import { createHash } from 'node:crypto';
import { mediaExtensions, type MediaPictureType } from '@portico/contract';

/** The characters of a sent name a stored name keeps, at most. */
const stemMaxLength = 40;

/**
 * A stored picture's name: the sender's name reduced to lower-case ASCII letters, digits and
 * dashes (what a person recognises in the library), then 16 hex digits of the content's SHA-256,
 * then the extension of its sniffed type: `spring-banner-3f9a0c1d2e4b5a69.webp`. The hash makes
 * a name mean the same bytes forever, so it may be cached for a year; the same file sent twice
 * under the same name is the same picture.
 */
export function pictureName(sent: string, type: MediaPictureType, sha256: string): string {
  const stem = sent
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, stemMaxLength)
    .replace(/-+$/, '');
  return `${stem === '' ? 'picture' : stem}-${sha256.slice(0, 16)}.${mediaExtensions[type]}`;
}

export const sha256Hex = (content: Buffer): string =>
  createHash('sha256').update(content).digest('hex');
