import type { StaffRole } from '@portico/contract';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A server of its own for the operator console's browser tests. The shared e2e server keeps its
 * database in memory, where `npm run staff:invite` cannot reach it, and no API makes a first
 * admin (on purpose: the first admin is made from a shell). So this server's PGlite database is a
 * folder: the invite command runs on it first, exactly as an operator runs it, then the server
 * starts on it. It is reached as http://localhost:<port>: WebAuthn needs a secure context and a
 * host name for its relying party id, and the demo white-label lists localhost.
 */
export interface ConsoleServer {
  origin: string;
  /** The first person's one-time enrolment link, as the command printed it, on this origin. */
  enrolmentPath: string;
  /** Each person's link, by e-mail address. */
  enrolmentPaths: Record<string, string>;
  stop: () => Promise<void>;
}

/** A person the invite command makes before the server starts; admin when no role is given. */
export interface InvitedPerson {
  email: string;
  name: string;
  roles?: readonly StaffRole[];
}

const runFile = promisify(execFile);

/** What a spec changes of the server: more environment, a tenant file applied before it starts. */
export interface ConsoleServerSetup {
  env?: Record<string, string>;
  /**
   * Applied with `npm run tenant -- apply` after the invitations (which seed the demo), as an
   * operator applies it; the server then starts without seeding the demo over it.
   */
  tenantFile?: string;
}

/**
 * Invites `people` (the first one is the spec's first person; admin when no role is given) into a
 * fresh PGlite folder, then starts the server on it, on `port`. Asynchronous all through: the
 * global setup starts the shared server this way while the first tests run.
 */
export async function startConsoleServer(
  people: readonly [InvitedPerson, ...InvitedPerson[]],
  port: number,
  setup: ConsoleServerSetup = {},
): Promise<ConsoleServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portico-console-e2e-'));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PGLITE_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    ...setup.env,
  };
  const enrolmentPaths: Record<string, string> = {};
  try {
    for (const person of people) {
      enrolmentPaths[person.email] = await invite(person, env);
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  if (setup.tenantFile) {
    try {
      await runFile(
        process.execPath,
        ['apps/server/src/modules/tenants/tenant-command.ts', 'apply', setup.tenantFile],
        { env, encoding: 'utf8', timeout: 120_000 },
      );
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      const failed = error as { code?: unknown; stdout?: string; stderr?: string };
      throw new Error(
        `tenant apply failed (${String(failed.code)}): ${failed.stdout ?? ''}${failed.stderr ?? ''}`,
      );
    }
  }

  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    // A start seeds the demo from tenants/demo.yaml again: not over the file just applied.
    env: setup.tenantFile ? { ...env, SEED_DEMO: 'false' } : env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, enrolmentPath: enrolmentPaths[people[0].email] ?? '', enrolmentPaths, stop };
}

/** `npm run staff:invite` for one person, as an operator runs it: answers the link it printed. */
async function invite(person: InvitedPerson, env: NodeJS.ProcessEnv): Promise<string> {
  const args = [
    'apps/server/src/modules/staff/invite-command.ts',
    '--email',
    person.email,
    '--name',
    person.name,
    ...(person.roles ?? ['admin']).flatMap((role) => ['--role', role]),
  ];
  let output: string;
  try {
    const { stdout } = await runFile(process.execPath, args, {
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    output = stdout;
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    throw new Error(
      `staff:invite failed (${String(failed.code)}): ${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    );
  }
  const token = /\/operator\/enrol#token=([A-Za-z0-9_-]{43})/.exec(output)?.[1];
  if (!token) throw new Error(`staff:invite printed no enrolment link: ${output}`);
  return `/operator/enrol#token=${token}`;
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the console server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the console server was not ready at ${url} within 90 s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
