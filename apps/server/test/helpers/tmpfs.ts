import { spawnSync } from 'node:child_process';

/**
 * A small RAM file system mounted on a folder, to give the embedded database a disk that fills up
 * or refuses writes. Mounting needs root (CAP_SYS_ADMIN): where it is refused, the caller skips
 * its test with the reason returned.
 */
export interface Tmpfs {
  folder: string;
  unmount(): void;
}

export function mountTmpfs(
  folder: string,
  { sizeMiB, readOnly = false }: { sizeMiB: number; readOnly?: boolean },
): Tmpfs | string {
  const options = `size=${sizeMiB}m${readOnly ? ',ro' : ''}`;
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', folder], {
    encoding: 'utf8',
  });
  if (mounted.error || mounted.status !== 0) {
    const why = (mounted.error?.message ?? mounted.stderr).trim().split('\n')[0];
    return `mounting a tmpfs is not permitted here (${why}): it needs root with CAP_SYS_ADMIN`;
  }
  return {
    folder,
    unmount() {
      // Lazy: a server killed a moment ago may still hold a file open.
      spawnSync('umount', ['-l', folder]);
    },
  };
}
