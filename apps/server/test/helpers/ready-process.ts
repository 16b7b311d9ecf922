import type { ChildProcess } from 'node:child_process';

/** How many of the last lines a server wrote go into a failure message. */
const keptLines = 40;

/**
 * Watches a server just spawned with its output piped, until GET `url`/readyz answers 200: keeps
 * its last lines (stdout and stderr) for failure messages, and kills it should this process exit
 * first, so that a failed or interrupted run never leaves it behind. Throws with those lines when
 * it exits before it is ready, or is not ready within `readyWithinMs` (then `beforeKill` runs, for
 * a process of its own it would leave, and it is killed). Used by the server's process tests and
 * the production smoke test (scripts/prod-smoke).
 */
export async function awaitReady(
  child: ChildProcess,
  url: string,
  {
    name,
    readyWithinMs,
    beforeKill,
  }: { name: string; readyWithinMs: number; beforeKill?: () => void },
): Promise<{ output: () => string }> {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - keptLines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const output = () => lines.join('\n');

  const deadline = performance.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode}:\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { output };
    if (performance.now() > deadline) {
      beforeKill?.();
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within ${readyWithinMs} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
