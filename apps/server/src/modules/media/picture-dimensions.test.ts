import { describe, expect, it } from 'vitest';
import { jpegHeader, pngPicture, webpHeader } from '../../../test/helpers/media-pictures.ts';
import { pictureDimensions } from './picture-dimensions.ts';
import { pictureName } from './picture-name.ts';

/** A lossy WebP's header (VP8): the key frame's start code, then 14-bit width and height. */
function vp8Header(width: number, height: number): Buffer {
  const frame = Buffer.alloc(10);
  frame.set([0x9d, 0x01, 0x2a], 3);
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  return Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 \0\0\0\0', 'latin1'), frame]);
}

/** An extended WebP's header (VP8X): 24-bit width and height, each minus one. */
function vp8xHeader(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(10);
  chunk.writeUIntLE(width - 1, 4, 3);
  chunk.writeUIntLE(height - 1, 7, 3);
  return Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8X\0\0\0\0', 'latin1'), chunk]);
}

/** A JPEG with a large APP1 (Exif) segment before its frame, as cameras write them. */
const jpegWithExif = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x10, 0x00]),
  Buffer.alloc(0x1000 - 2),
  jpegHeader(3000, 2000).subarray(2),
]);

describe('pictureDimensions', () => {
  it.each([
    ['PNG', 'image/png', pngPicture(1600, 500), { width: 1600, height: 500 }],
    ['JPEG (baseline)', 'image/jpeg', jpegHeader(640, 480), { width: 640, height: 480 }],
    ['JPEG after Exif', 'image/jpeg', jpegWithExif, { width: 3000, height: 2000 }],
    ['WebP lossless', 'image/webp', webpHeader(1920, 600), { width: 1920, height: 600 }],
    ['WebP lossy', 'image/webp', vp8Header(800, 450), { width: 800, height: 450 }],
    ['WebP extended', 'image/webp', vp8xHeader(10_000, 20), { width: 10_000, height: 20 }],
  ] as const)('reads %s', (_name, type, content, expected) => {
    expect(pictureDimensions(type, content)).toEqual(expected);
  });

  it.each([
    ['a PNG cut in its header', 'image/png', pngPicture(2, 2).subarray(0, 18)],
    ['a PNG of zero width', 'image/png', pngPicture(0, 5)],
    ['a JPEG without a frame', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a JPEG cut in a segment', 'image/jpeg', jpegHeader(10, 10).subarray(0, 24)],
    ['a WebP of an unknown chunk', 'image/webp', Buffer.from('RIFF\0\0\0\0WEBPVP9 ', 'latin1')],
    ['a lossy WebP without its start code', 'image/webp', Buffer.alloc(30)],
  ] as const)('finds none in %s', (_name, type, content) => {
    expect(pictureDimensions(type, content)).toBeNull();
  });
});

describe('pictureName', () => {
  const hash = 'ab'.repeat(32);
  it.each([
    ['Spring Banner (été).PNG', 'image/png', 'spring-banner-ete-abababababababab.png'],
    ['photo.png', 'image/jpeg', 'photo-abababababababab.jpg'],
    ['../../etc/passwd', 'image/webp', 'etc-passwd-abababababababab.webp'],
    ['日本.webp', 'image/webp', 'picture-abababababababab.webp'],
    ['', 'image/png', 'picture-abababababababab.png'],
  ] as const)('names %j as %s', (sent, type, expected) => {
    expect(pictureName(sent, type, hash)).toBe(expected);
  });

  it('keeps at most 40 characters of the sent name', () => {
    expect(pictureName(`${'a'.repeat(60)}.png`, 'image/png', hash)).toBe(
      `${'a'.repeat(40)}-abababababababab.png`,
    );
  });
});
