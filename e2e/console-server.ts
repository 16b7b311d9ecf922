import type { StaffRole } from '@portico/contract';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  /** The first admin's one-time enrolment link, as the command printed it, on this origin. */
  enrolmentPath: string;
  /** Each other person's link (`others`), by e-mail address. */
  enrolmentPaths: Record<string, string>;
  stop: () => Promise<void>;
}

/** A person the invite command makes before the server starts; admin when no role is given. */
export interface InvitedPerson {
  email: string;
  name: string;
  roles?: readonly StaffRole[];
}

const defaultPort = Number(process.env.E2E_CONSOLE_PORT ?? 8189);

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
 * `port`: each spec file its own server (Playwright runs spec files in parallel). `admin.roles`:
 * the first person's roles (admin unless a spec needs another, such as a content editor).
 */
export async function startConsoleServer(
  admin: InvitedPerson,
  port = defaultPort,
  others: readonly InvitedPerson[] = [],
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
  for (const person of [admin, ...others]) {
    const invite = spawnSync(
      process.execPath,
      [
        'apps/server/src/modules/staff/invite-command.ts',
        '--email',
        person.email,
        '--name',
        person.name,
        ...(person.roles ?? ['admin']).flatMap((role) => ['--role', role]),
      ],
      { env, encoding: 'utf8', timeout: 120_000 },
    );
    const token = /\/operator\/enrol#token=([A-Za-z0-9_-]{43})/.exec(invite.stdout)?.[1];
    if (invite.status !== 0 || !token) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`staff:invite failed (${invite.status}): ${invite.stdout}${invite.stderr}`);
    }
    enrolmentPaths[person.email] = `/operator/enrol#token=${token}`;
  }
  if (setup.tenantFile) {
    const apply = spawnSync(
      process.execPath,
      ['apps/server/src/modules/tenants/tenant-command.ts', 'apply', setup.tenantFile],
      { env, encoding: 'utf8', timeout: 120_000 },
    );
    if (apply.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`tenant apply failed (${apply.status}): ${apply.stdout}${apply.stderr}`);
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
  return { origin, enrolmentPath: enrolmentPaths[admin.email] ?? '', enrolmentPaths, stop };
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
