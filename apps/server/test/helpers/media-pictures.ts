import { crc32, deflateSync } from 'node:zlib';
import type { MediaPicture } from '@portico/contract';
import { buildPath, routes } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { multipartBody, multipartContentType } from './multipart.ts';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG of `width` x `height` grey pixels of shade `shade` (a browser shows it), padded with
 * an ancillary text chunk to `padTo` bytes when asked (a bigger file of the same picture).
 */
export function pngPicture(width: number, height: number, shade = 128, padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, shade)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
  ];
  const size = parts.reduce((total, part) => total + part.length, 0) + 12;
  if (padTo > size + 12) parts.push(chunk('tEXt', Buffer.alloc(padTo - size - 12, 0x61)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A JPEG's first segments: SOI, an APP0, then a baseline start of frame of that size. */
export function jpegHeader(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const app0 = Buffer.from([
    0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.from([0xff, 0xd9])]);
}

/** A lossless WebP's header of that size (VP8L). */
export function webpHeader(width: number, height: number): Buffer {
  const bits = Buffer.alloc(4);
  bits.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14));
  const data = Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(8)]);
  const vp8l = Buffer.concat([
    Buffer.from('VP8L', 'latin1'),
    Buffer.from([data.length, 0, 0, 0]),
    data,
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8l.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), vp8l]);
}

/** Sends one file as the console does (multipart field `picture`). */
export function uploadPicture(
  app: FastifyInstance,
  session: { tenant: { host: string }; origin: string; cookie: string },
  fileName: string,
  content: Buffer,
  type = 'image/png',
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    remoteAddress,
    url: buildPath(routes.uploadMediaPicture.path, {}),
    headers: {
      'x-whitelabel-host': session.tenant.host,
      origin: session.origin,
      cookie: session.cookie,
      'content-type': multipartContentType,
    },
    payload: multipartBody([{ name: 'picture', fileName, type, content }]),
  });
}

export type UploadedPicture = MediaPicture;
