import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) processes used, read from /proc (Linux). The benches print them next
 * to throughput: on a shared machine the rate moves with the neighbours' load, the CPU spent per
 * 1,000 items much less.
 */
export function cpuSecondsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces) start at the state, field 3.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone: counts as nothing
    }
  }
  // The kernel's USER_HZ is 100 on every Linux the benches run on.
  return ticks / 100;
}

/** The PostgreSQL backends serving database `name` (their title names it), on this machine. */
export function postgresBackendsOf(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${name} `)) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}
