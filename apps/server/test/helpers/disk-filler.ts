import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * Writes `file` until the disk refuses (ENOSPC) or `leaveBytes` would be crossed: a disk as full
 * as a test wants it. Real blocks, not a sparse file, so the space is really taken.
 */
export function fillDisk(file: string, { maxBytes }: { maxBytes?: number } = {}): number {
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    while (maxBytes === undefined || written < maxBytes) {
      const size =
        maxBytes === undefined ? chunk.length : Math.min(chunk.length, maxBytes - written);
      try {
        written += writeSync(fd, chunk, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
        throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}
