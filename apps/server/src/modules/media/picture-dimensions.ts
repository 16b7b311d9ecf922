import type { MediaPictureType } from '@portico/contract';

export interface PictureDimensions {
  width: number;
  height: number;
}

/**
 * A picture's width and height read from its header, without decoding it: PNG's IHDR, JPEG's
 * start-of-frame segment, WebP's VP8/VP8L/VP8X chunk. Null when the header does not say (a
 * truncated or forged file): such a file is refused rather than served to browsers.
 */
export function pictureDimensions(
  type: MediaPictureType,
  content: Buffer,
): PictureDimensions | null {
  try {
    const found = readers[type](content);
    return found && found.width > 0 && found.height > 0 ? found : null;
  } catch {
    // A read past the end of a truncated header (RangeError): no dimensions.
    return null;
  }
}

const readers: Record<MediaPictureType, (content: Buffer) => PictureDimensions | null> = {
  'image/png': pngDimensions,
  'image/jpeg': jpegDimensions,
  'image/webp': webpDimensions,
};

/** The signature (8 bytes), then the IHDR chunk: length, "IHDR", width, height (big-endian). */
function pngDimensions(content: Buffer): PictureDimensions | null {
  if (content.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: content.readUInt32BE(16), height: content.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0-SOF15 but DHT C4, JPG C8 and DAC CC): height then width. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the segments after SOI (FFD8) to the first start of frame. */
function jpegDimensions(content: Buffer): PictureDimensions | null {
  let offset = 2;
  while (offset + 4 <= content.length) {
    if (content[offset] !== 0xff) return null;
    const marker = content[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM, RST0-7; the image data (SOS) or its end before any frame.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = content.readUInt16BE(offset + 2);
    if (isStartOfFrame(marker)) {
      return { height: content.readUInt16BE(offset + 5), width: content.readUInt16BE(offset + 7) };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** RIFF header (12 bytes), then the first chunk: lossy VP8, lossless VP8L or extended VP8X. */
function webpDimensions(content: Buffer): PictureDimensions | null {
  const chunk = content.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // The key frame's start code 9D 01 2A, then 14-bit width and height.
    if (content[23] !== 0x9d || content[24] !== 0x01 || content[25] !== 0x2a) return null;
    return {
      width: content.readUInt16LE(26) & 0x3fff,
      height: content.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (content[20] !== 0x2f) return null;
    const bits = content.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: content.readUIntLE(24, 3) + 1, height: content.readUIntLE(27, 3) + 1 };
  }
  return null;
}
