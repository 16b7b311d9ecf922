import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 9 item 10: a process whose event loop is wedged (as PGlite wedges on a full disk) never
 * runs its SIGTERM handler; the watchdog thread ends it instead. Run in a child process, since
 * the point is a thread that never comes back.
 */
const watchdogModule = path.join(import.meta.dirname, 'stall-watchdog.ts');

function child(body: string): ChildProcess {
  const script = `
    import { startStallWatchdog } from ${JSON.stringify(watchdogModule)};
    process.on('SIGTERM', () => { process.stdout.write('SIGTERM handled\\n'); process.exit(0); });
    startStallWatchdog({ stallMs: 1500, beatMs: 100 });
    ${body}
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function outcome(process: ChildProcess) {
  let stdout = '';
  let stderr = '';
  process.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  process.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code, signal] = (await once(process, 'exit')) as [number | null, NodeJS.Signals | null];
  return { code, signal, stdout, stderr };
}

describe('the stall watchdog', () => {
  it('kills a process whose event loop is blocked, though SIGTERM cannot reach its handler', async () => {
    const wedged = child(`
      process.stdout.write('spinning\\n');
      setTimeout(() => { for (;;) {} }, 100);
    `);
    const ended = outcome(wedged);
    const started = Date.now();
    await once(wedged.stdout!, 'data');
    await new Promise((resolve) => setTimeout(resolve, 500));
    wedged.kill('SIGTERM');
    const result = await ended;
    expect(result.signal).toBe('SIGKILL');
    expect(result.stdout).not.toContain('SIGTERM handled');
    expect(result.stderr).toMatch(/^portico: the event loop has been blocked for \d+ s/m);
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('leaves a responsive process alone and never keeps it alive', async () => {
    const result = await outcome(child(`setTimeout(() => process.exit(0), 2500);`));
    expect(result).toMatchObject({ code: 0, signal: null, stderr: '' });
    const idle = await outcome(child(`process.stdout.write('nothing left to do\\n');`));
    expect(idle).toMatchObject({ code: 0, signal: null });
  });
});
