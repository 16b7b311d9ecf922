import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** A Portico server started as its own process, the way `npm start` runs it. */
export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 on /readyz. */
  readyMs: number;
  stop: () => Promise<void>;
}

/** The compiled server of `npm run build`, as production runs it (start:prod). */
const compiledServer = 'apps/server/dist/main.js';

/**
 * The real server as deployed: compiled, when `npm run build` made it (no tsx: about 90 MiB less
 * resident memory, which the memory benches measure), else from source through tsx.
 */
export function serverEntry(): string {
  return existsSync(compiledServer) ? compiledServer : 'apps/server/src/main.ts';
}

export async function startServer(
  port: number,
  env: Record<string, string>,
  /** The entry point: the real server, or e.g. the lookup bench's floor server (.ts: through tsx). */
  script = serverEntry(),
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  // Another process on the port would answer /readyz for us and be measured instead.
  const taken = await fetch(`${url}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop that process or pick another`);
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that dies (an exception, Ctrl-C) takes its server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  if (Date.now() >= deadline) throw new Error('server did not become ready within 90 s');
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Resident memory now and at its peak, in MiB, read from /proc (Linux). */
export function memoryOf(pid: number | undefined): { rssMiB: number; peakMiB: number } | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(
        /\s(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(field)) ?? '')?.[1] ?? NaN,
      );
    return { rssMiB: kib('VmRSS:') / 1024, peakMiB: kib('VmHWM:') / 1024 };
  } catch {
    return null;
  }
}
