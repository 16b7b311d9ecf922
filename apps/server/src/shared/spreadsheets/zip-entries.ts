import { Inflate } from 'fflate';
import { SpreadsheetReadError } from './read-errors.ts';

/**
 * The parts of a zip held in memory (an uploaded XLSX, at most the import's 10 MiB), found by its
 * central directory, each inflated as a stream of text so a part's XML is never whole in memory.
 * Only what an XLSX needs: stored or deflated parts, no encryption, no zip64.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;

export function zipEntries(file: Buffer): Map<string, ZipEntry> {
  const end = findEndOfDirectory(file);
  const count = file.readUInt16LE(end + 10);
  let offset = file.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > file.length || file.readUInt32LE(offset) !== directoryEntry) {
      throw new SpreadsheetReadError('read_file');
    }
    const flags = file.readUInt16LE(offset + 8);
    const nameLength = file.readUInt16LE(offset + 28);
    const extraLength = file.readUInt16LE(offset + 30);
    const commentLength = file.readUInt16LE(offset + 32);
    const name = file.toString('utf8', offset + 46, offset + 46 + nameLength);
    if ((flags & 1) === 0) {
      entries.set(name.replace(/^\//, ''), {
        name,
        method: file.readUInt16LE(offset + 10),
        compressedSize: file.readUInt32LE(offset + 20),
        localOffset: file.readUInt32LE(offset + 42),
      });
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(file: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65,535.
  const lowest = Math.max(0, file.length - 22 - 65_535);
  for (let offset = file.length - 22; offset >= lowest; offset -= 1) {
    if (file.readUInt32LE(offset) === endOfDirectory) return offset;
  }
  throw new SpreadsheetReadError('read_file');
}

/** Input slices fed to the inflater: each yields at most a few hundred KiB of text. */
const sliceBytes = 16 * 1024;

/**
 * The text of a part, piece by piece. `budget.bytes` is what may still be inflated across the
 * whole file: a zip bomb stops with parse_content once it is spent.
 */
export function* entryText(
  file: Buffer,
  entry: ZipEntry,
  budget: { bytes: number },
): Generator<string> {
  const start = entry.localOffset;
  if (start + 30 > file.length || file.readUInt32LE(start) !== localHeader) {
    throw new SpreadsheetReadError('read_file');
  }
  const dataStart = start + 30 + file.readUInt16LE(start + 26) + file.readUInt16LE(start + 28);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > file.length) throw new SpreadsheetReadError('read_file');
  const decoder = new TextDecoder('utf-8');
  const spend = (bytes: number) => {
    budget.bytes -= bytes;
    if (budget.bytes < 0) throw new SpreadsheetReadError('parse_content');
  };
  if (entry.method === 0) {
    for (let offset = dataStart; offset < dataEnd; offset += sliceBytes) {
      const slice = file.subarray(offset, Math.min(offset + sliceBytes, dataEnd));
      spend(slice.length);
      yield decoder.decode(slice, { stream: true });
    }
    yield decoder.decode();
    return;
  }
  if (entry.method !== 8) throw new SpreadsheetReadError('read_file');
  const pieces: string[] = [];
  const inflate = new Inflate((data) => {
    spend(data.length);
    pieces.push(decoder.decode(data, { stream: true }));
  });
  for (let offset = dataStart; offset < dataEnd; offset += sliceBytes) {
    const last = offset + sliceBytes >= dataEnd;
    try {
      inflate.push(file.subarray(offset, Math.min(offset + sliceBytes, dataEnd)), last);
    } catch (error) {
      if (error instanceof SpreadsheetReadError) throw error;
      throw new SpreadsheetReadError('read_file');
    }
    yield* pieces.splice(0);
  }
  yield decoder.decode();
}
