import { mkdir, open, readFile, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database's folder, checked before PGlite opens it: PGlite reports a folder it
 * cannot use with a stack of minified WASM glue (or wedges, on a full disk), so every problem we
 * can see first is said here in one line, with what to do about it.
 */

/** What is wrong with the folder, in one line meant for the operator (main.ts prints it). */
export class DatabaseFolderError extends Error {
  override name = 'DatabaseFolderError';
}

/** The process that owns the folder writes its pid here; another Portico refuses to share it. */
const lockFileName = 'portico.lock';
const probeFileName = '.portico-write-probe';
const mebibyte = 1024 * 1024;

export interface FolderLock {
  release(): Promise<void>;
}

/** Free bytes for an unprivileged writer on the disk holding `folder`. */
export async function freeBytesOf(folder: string): Promise<number> {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
}

/**
 * Creates the folder if needed, checks that it is a writable folder with `minFreeBytes` free,
 * and locks it for this process. Throws DatabaseFolderError.
 */
export async function prepareFolder(folder: string, minFreeBytes: number): Promise<FolderLock> {
  const where = `the database folder ${folder}`;
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) {
      // Node's recursive mkdir says ENOENT for a read-only parent; a plain one says why.
      const plain = await mkdir(folder).then(
        () => undefined,
        (plainError: unknown) => plainError,
      );
      if (plain !== undefined && !hasCode(plain, 'EEXIST')) {
        throw new DatabaseFolderError(`${where} cannot be created: ${reason(plain)}`);
      }
    }
  }
  if (!(await stat(folder)).isDirectory()) {
    throw new DatabaseFolderError(`${where} is a file, not a folder (set PGLITE_DIR to a folder)`);
  }
  await probeWrite(folder, where);
  const free = await freeBytesOf(folder);
  if (free < minFreeBytes) {
    throw new DatabaseFolderError(
      `${where} is on a full disk: ${Math.floor(free / mebibyte)} MiB free, PGLITE_MIN_FREE_MB asks for ${Math.ceil(minFreeBytes / mebibyte)} MiB (free some space)`,
    );
  }
  return lock(folder, where);
}

async function probeWrite(folder: string, where: string): Promise<void> {
  const probe = path.join(folder, probeFileName);
  try {
    const file = await open(probe, 'w');
    try {
      // A page's worth, synced: a full disk may accept an empty file but not its first block.
      await file.write(Buffer.alloc(8192));
      await file.sync();
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new DatabaseFolderError(`${where} is not writable: ${reason(error)}`);
  } finally {
    await unlink(probe).catch(() => {});
  }
}

async function lock(folder: string, where: string): Promise<FolderLock> {
  const file = path.join(folder, lockFileName);
  const mine = String(process.pid);
  try {
    await writeFile(file, mine, { flag: 'wx' });
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) {
      throw new DatabaseFolderError(`${where} is not writable: ${reason(error)}`);
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DatabaseFolderError(
        `${where} is held by another process (pid ${holder}): stop it, or delete ${lockFileName} there if no Portico runs`,
      );
    }
    // Left by a process that is gone (a crash, kill -9): the folder is free.
    await writeFile(file, mine);
  }
  return {
    async release() {
      const holder = await readFile(file, 'utf8').catch(() => '');
      if (holder.trim() === mine) await unlink(file).catch(() => {});
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return hasCode(error, 'EPERM');
  }
}

const reasons: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'disk quota exceeded',
  EEXIST: 'a file is in the way',
  ENOTDIR: 'a file is in the way',
  ENOENT: 'its parent cannot be reached',
  EIO: 'input/output error',
};

/** A system error in words, with its code; anything else by its message. */
export function reason(error: unknown): string {
  const code = codeOf(error);
  if (code && reasons[code]) return `${reasons[code]} (${code})`;
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.name;
  return String(error);
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function hasCode(error: unknown, code: string): boolean {
  return codeOf(error) === code;
}
