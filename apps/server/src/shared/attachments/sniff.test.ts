import { mediaPictureTypes } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { sniffAccepted, sniffMediaType } from './sniff.ts';

const webp = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8L', 'latin1');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00', 'latin1');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

describe('sniffAccepted', () => {
  it('finds the media store’s types by content: PNG, JPEG, WebP', () => {
    expect(sniffAccepted(webp, mediaPictureTypes)).toBe('image/webp');
    expect(sniffAccepted(png, mediaPictureTypes)).toBe('image/png');
    expect(sniffAccepted(Buffer.from([0xff, 0xd8, 0xff, 0xdb]), mediaPictureTypes)).toBe(
      'image/jpeg',
    );
  });

  it('refuses the types an upload does not accept, and what no signature names', () => {
    expect(sniffAccepted(gif, mediaPictureTypes)).toBeNull();
    expect(sniffAccepted(svg, mediaPictureTypes)).toBeNull();
    // A RIFF file of another kind (a WAV sound) is not a WebP.
    expect(
      sniffAccepted(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), mediaPictureTypes),
    ).toBeNull();
    // Claims' and contact requests' files stay PNG, JPEG, GIF and PDF: no WebP.
    expect(sniffMediaType(webp)).toBeNull();
    expect(sniffMediaType(gif)).toBe('image/gif');
  });
});
