import { test } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consolePeople, type ConsoleSpec } from './console-people.ts';
import { type ConsoleServer, type InvitedPerson, startConsoleServer } from './console-server.ts';

/**
 * One console server for all the console specs. Each boot of one (`staff:invite` into a fresh
 * PGlite folder, then a server that migrates, seeds and places the demo trips) costs CI about a
 * minute of a core; six specs booted six. The global setup now invites every spec's people
 * (e2e/console-people.ts) and starts one server in the background while the first tests run;
 * each spec waits for it in its beforeAll. Their data do not meet: distinct people, the claims
 * spec its own plate, and only one spec touches each shared thing (the home banner, the demo
 * payer's receipts, rental companies, claim decisions).
 *
 * A retry gets a server of its own, as every attempt did before: the first attempt used its
 * one-time enrolment links, and a retry must not depend on what a failed attempt left.
 */

const sharedPort = Number(process.env.E2E_CONSOLE_SHARED_PORT ?? 8198);
const stateDirVariable = 'E2E_CONSOLE_SHARED_DIR';
const readyFile = 'ready.json';
const failedFile = 'failed.txt';

interface SharedState {
  origin: string;
  enrolmentPaths: Record<string, string>;
}

/**
 * The console specs that start a server of their own (a single sign-on provider, a day whose
 * audit log must hold only its own actions, the opt-in gallery): they need no shared one.
 */
const ownServerSpecs = ['console-sso', 'console-day', 'console-gallery'];

/**
 * Whether the run may include a console spec on the shared server: no file named on the command
 * line, or one whose name says console and is not one of the specs with a server of their own.
 * A run of other specs alone does not boot the console server for nothing.
 */
export function runIncludesConsoleSpecs(argv: readonly string[]): boolean {
  const files = argv.filter((arg) => !arg.startsWith('-') && /\.spec\.ts|\//.test(arg));
  return (
    files.length === 0 ||
    files.some(
      (file) => file.includes('console') && !ownServerSpecs.some((own) => file.includes(own)),
    )
  );
}

/**
 * From the global setup: starts the shared server without waiting for it, and tells the workers
 * (through the environment they inherit) where it will say it is ready. Answers the teardown.
 */
export function startSharedConsoleServer(): () => Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'portico-console-shared-'));
  process.env[stateDirVariable] = stateDir;
  const [first, ...others]: InvitedPerson[] = Object.values(consolePeople).flat();
  if (!first) throw new Error('no console people to invite');
  const started = startConsoleServer([first, ...others], sharedPort).then(
    (server) => {
      const state: SharedState = { origin: server.origin, enrolmentPaths: server.enrolmentPaths };
      // Written whole, then renamed: a worker never reads half of it.
      writeFileSync(path.join(stateDir, `${readyFile}.part`), JSON.stringify(state));
      renameSync(path.join(stateDir, `${readyFile}.part`), path.join(stateDir, readyFile));
      return server;
    },
    (error: unknown) => {
      writeFileSync(path.join(stateDir, failedFile), String(error));
      return undefined;
    },
  );
  return async () => {
    await (await started)?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}

/**
 * The console server for a spec's first attempt: the shared one, once it is ready. A retry, or a
 * run whose global setup started none, gets a server of its own on `ownPort`.
 */
export async function consoleServerFor(spec: ConsoleSpec, ownPort: number): Promise<ConsoleServer> {
  const people = consolePeople[spec];
  const stateDir = process.env[stateDirVariable];
  if (test.info().retry > 0 || !stateDir) return startConsoleServer(people, ownPort);
  const state = await waitForSharedServer(stateDir);
  return {
    origin: state.origin,
    enrolmentPath: state.enrolmentPaths[people[0].email] ?? '',
    enrolmentPaths: state.enrolmentPaths,
    // The global teardown stops it.
    stop: () => Promise.resolve(),
  };
}

async function waitForSharedServer(stateDir: string): Promise<SharedState> {
  // Seven invitations and a boot, on a machine busy with the other tests.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (existsSync(path.join(stateDir, readyFile))) {
      return JSON.parse(readFileSync(path.join(stateDir, readyFile), 'utf8')) as SharedState;
    }
    if (existsSync(path.join(stateDir, failedFile))) {
      throw new Error(
        `the shared console server did not start: ${readFileSync(path.join(stateDir, failedFile), 'utf8')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the shared console server was not ready within 240 s');
}
