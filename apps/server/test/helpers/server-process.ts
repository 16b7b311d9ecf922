import { type ChildProcess, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import { awaitReady } from './ready-process.ts';

/** The repository's root: the server is started from there, as `npm start` does. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const entryPoint = ['apps/server/src/main.ts'];

/**
 * Starts the real entry point in an environment of only PATH and `env` (no settings of the test
 * run leak in; any port, on 127.0.0.1) and waits for it to exit: for starts that must be refused.
 */
export function runServerToExit(
  env: Record<string, string>,
  { timeoutMs }: { timeoutMs: number },
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, entryPoint, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last lines the server wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** kill -9: no close, no flush, no answer to what is in flight. */
  crash(): Promise<void>;
  /** SIGTERM, then waits for the graceful close. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * The real server as its own process (node apps/server/src/main.ts, as `npm run serve`) on 127.0.0.1,
 * ready when /readyz answers 200 (within `readyWithinMs`, else it is killed and this throws).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  { readyWithinMs = 40_000 }: { readyWithinMs?: number } = {},
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, entryPoint, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output } = await awaitReady(child, url, { name: 'the server', readyWithinMs });
  return {
    url,
    child,
    output,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(forced);
    },
  };
}
