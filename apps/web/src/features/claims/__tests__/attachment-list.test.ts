import { describe, expect, it } from 'vitest';
import { attachmentLimits } from '@portico/contract';
import { addAttachments } from '../utils/attachment-list.ts';
import { mediaTypeOfBytes, sniffAttachment } from '../utils/sniff-attachment.ts';
import { aPdf, aPng, aRenamedExe } from './claim-files.ts';

describe('sniffAttachment: the type by the first bytes, never the name', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
    [[0x47, 0x49, 0x46, 0x38, 0x37, 0x61], 'image/gif'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d], 'application/pdf'],
    [[0x4d, 0x5a, 0x90, 0x00], null],
    [[0x89, 0x50, 0x4e], null],
    [[], null],
  ])('%j is %s', (bytes, expected) => {
    expect(mediaTypeOfBytes(new Uint8Array(bytes))).toBe(expected);
  });

  it('reads a File: a PDF is a PDF, a program named .pdf is nothing accepted', async () => {
    expect(await sniffAttachment(aPdf())).toBe('application/pdf');
    expect(await sniffAttachment(aRenamedExe())).toBeNull();
  });
});

describe('addAttachments: checked before upload with the server codes', () => {
  it('keeps good files and refuses a wrong type with mime_type_not_valid', async () => {
    const added = await addAttachments([], [aPdf('a.pdf'), aRenamedExe('b.pdf'), aPng('c.png')]);
    expect(added.attachments.map((a) => [a.file.name, a.mediaType])).toEqual([
      ['a.pdf', 'application/pdf'],
      ['c.png', 'image/png'],
    ]);
    expect(added.refused).toEqual([{ name: 'b.pdf', code: 'mime_type_not_valid' }]);
  });

  it('refuses what would pass 5 MB in total with claim_files_toobig', async () => {
    const limit = attachmentLimits.totalBytes;
    const first = await addAttachments([], [aPdf('a.pdf', limit - 1000)]);
    expect(first.refused).toEqual([]);
    const second = await addAttachments(first.attachments, [
      aPdf('b.pdf', 1001),
      aPdf('c.pdf', 1000),
    ]);
    expect(second.refused).toEqual([{ name: 'b.pdf', code: 'claim_files_toobig' }]);
    // Exactly 5 MB is allowed.
    expect(second.attachments.map((a) => a.file.name)).toEqual(['a.pdf', 'c.pdf']);
  });

  it('refuses files past the count with protest_files_number', async () => {
    const max = attachmentLimits.maxFiles;
    const files = Array.from({ length: max + 1 }, (_, index) => aPng(`p${index}.png`));
    const added = await addAttachments([], files);
    expect(added.attachments).toHaveLength(max);
    expect(added.refused).toEqual([{ name: `p${max}.png`, code: 'protest_files_number' }]);
  });
});
