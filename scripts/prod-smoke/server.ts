import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { awaitReady } from '../../apps/server/test/helpers/ready-process.ts';

/** `npm run start:prod` in the scratch install, and the server process it runs. */
export interface ProductionServer {
  url: string;
  /** The Node process of the server (npm's child: the script execs node). */
  serverPid: number;
  readyMs: number;
  output(): string;
  /** Resident set size of the server process, in MiB. */
  rssMiB(): number;
  /** SIGTERM to npm, as a process manager stops it; answers npm's exit code (the server's). */
  stop(timeoutMs: number): Promise<number | string>;
}

const childPid = (parent: number): number | undefined => {
  const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' });
  const pid = Number(out.trim().split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
};

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | string>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else if (child.signalCode !== null) resolve(child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });

/** Only the operator's settings and what npm needs to run: nothing of this shell leaks in. */
const operatorEnv = (scratch: string, env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? scratch,
  ...env,
});

/** `npm run db:migrate:prod`, the release step: answers the line it printed. */
export function migrateProduction(scratch: string, env: Record<string, string>): string {
  const run = spawnSync('npm', ['run', '--silent', 'db:migrate:prod'], {
    cwd: scratch,
    env: operatorEnv(scratch, env),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) {
    throw new Error(`db:migrate:prod exited with ${run.status}:\n${run.stdout}${run.stderr}`);
  }
  return run.stdout.trim();
}

/**
 * A one-shot command of the production build (`npm run <script> -- ...args`), as the operator
 * runs it: answers what it printed on stdout; a non-zero exit throws with all it printed.
 */
export function runProductionCommand(
  scratch: string,
  env: Record<string, string>,
  script: 'renter:invite:prod' | 'staff:invite:prod' | 'tenant:prod',
  args: readonly string[],
): string {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: scratch,
    env: operatorEnv(scratch, env),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) {
    throw new Error(
      `${script} ${args[0] ?? ''} exited with ${run.status}:\n${run.stdout}${run.stderr}`,
    );
  }
  return run.stdout.trim();
}

/**
 * `npm run start:prod` with settings production refuses: answers its exit status and what it
 * wrote on stderr (issue 27: every missing setting in one start, on one line).
 */
export function refusedStart(
  scratch: string,
  env: Record<string, string>,
): { status: number | null; stderr: string; stdout: string } {
  const run = spawnSync('npm', ['run', '--silent', 'start:prod'], {
    cwd: scratch,
    env: operatorEnv(scratch, env),
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
}

export async function startProduction(
  scratch: string,
  env: Record<string, string>,
  { readyWithinMs }: { readyWithinMs: number },
): Promise<ProductionServer> {
  const url = `http://${env.HOST}:${env.PORT}`;
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'start:prod'], {
    cwd: scratch,
    env: operatorEnv(scratch, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output } = await awaitReady(child, url, {
    name: 'start:prod',
    readyWithinMs,
    // npm killed alone would leave its child, the server, running.
    beforeKill() {
      const server = childPid(child.pid ?? -1);
      if (server !== undefined) killQuietly(server);
    },
  });
  const readyMs = Math.round(performance.now() - started);
  const serverPid = childPid(child.pid ?? -1);
  if (serverPid === undefined) throw new Error('start:prod runs no server process');
  return {
    url,
    serverPid,
    readyMs,
    output,
    rssMiB() {
      const kib = Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(serverPid)], { encoding: 'utf8' }),
      );
      return Math.round(kib / 1024);
    },
    async stop(timeoutMs) {
      const exited = exitOf(child);
      child.kill('SIGTERM');
      // npm killed alone would leave its child, the server, running: both go.
      const late = setTimeout(() => {
        for (const pid of [serverPid, child.pid ?? -1]) killQuietly(pid);
      }, timeoutMs);
      const code = await exited;
      clearTimeout(late);
      if (isRunning(serverPid)) {
        killQuietly(serverPid);
        return 'npm exited, the server did not';
      }
      return code;
    },
  };
}
