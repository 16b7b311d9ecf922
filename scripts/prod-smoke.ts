// `npm run test:prod-smoke` (CI): proves the production command on this machine, as the image
// runs it. Copies the package files and the build (`npm run build` first) into a scratch folder,
// installs the production dependencies alone there (`npm ci --omit=dev`: no tsx, no build tools),
// migrates a scratch PostgreSQL database (portico_smoke on DATABASE_URL's server, default
// postgres@127.0.0.1:5432) with `npm run db:migrate:prod`, applies the operator's tenant file
// (the README's worked example, no demo seed) with `npm run tenant:prod -- apply`, starts `npm run start:prod` on a free
// 127.0.0.1 port in production mode with its secrets in files (a rental company's user invited
// first with `npm run renter:invite:prod`; a start without its secrets and mail relay refused
// first, in one line naming them all), then: its `integrations:` boot line, the server-rendered home
// page, a trip posted by the roadside system, the public lookup (captcha solved), a card checkout
// settled by a signed Paybox notification (a forged one refused), /readyz, the metrics (behind
// their token) showing that traffic; SIGTERM, a clean exit; everything removed.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultServerUrl, dropDatabase, recreateDatabase } from '../bench/lib/bench-database.ts';
import {
  consolePage,
  homePage,
  ingestTrip,
  lookUp,
  ready,
  settleByNotification,
  startCardPayment,
} from './prod-smoke/checks.ts';
import { checkMetrics, readMetrics, succeededPayments } from './prod-smoke/metrics.ts';
import { productionEnv } from './prod-smoke/production-env.ts';
import { installProduction } from './prod-smoke/scratch-install.ts';
import { checkIntegrationsLine, checkRefusedStart } from './prod-smoke/start-lines.ts';
import { writeSmokeTenantFile } from './prod-smoke/tenant-file.ts';
import {
  migrateProduction,
  type ProductionServer,
  runProductionCommand,
  startProduction,
} from './prod-smoke/server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL || defaultServerUrl;
const databaseName = 'portico_smoke';
const started = performance.now();
const say = (line: string) =>
  process.stdout.write(
    `prod-smoke (${((performance.now() - started) / 1000).toFixed(1)} s): ${line}\n`,
  );

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function smoke(server: ProductionServer, parties: Parameters<typeof ingestTrip>[1]) {
  await homePage(server.url);
  say('GET /fr/: 200, rendered on the server');
  await consolePage(server.url);
  say('GET /operator/sign-in: the operator console, its script found');
  await ingestTrip(server.url, parties);
  const session = await lookUp(server.url);
  say('a trip posted by the roadside system, found by the public lookup (captcha solved)');
  const succeededBefore = succeededPayments(await readMetrics(server.url, parties.metricsToken));
  const payment = await startCardPayment(server.url, session);
  const forger = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  });
  await settleByNotification(server.url, payment, parties, forger.toString());
  say('a card checkout settled by a signed Paybox notification; a forged one refused (400)');
  await ready(server.url);
  say('GET /readyz: 200');
  const metrics = await readMetrics(server.url, parties.metricsToken);
  say(`GET /metrics: ${checkMetrics(metrics, succeededBefore)}`);
}

const scratch = await mkdtemp(path.join(tmpdir(), 'portico-prod-smoke-'));
let server: ProductionServer | undefined;
let failed = false;
try {
  const installMs = await installProduction(repoRoot, scratch);
  say(
    `production install in ${scratch} (npm ci --omit=dev, ${installMs} ms): no development tools`,
  );
  const databaseUrl = await recreateDatabase(serverUrl, databaseName);
  const { env, parties } = await productionEnv(scratch, { databaseUrl, port: await freePort() });
  say(`npm run db:migrate:prod: ${migrateProduction(scratch, env)}`);
  const tenantFile = await writeSmokeTenantFile(repoRoot, scratch, '127.0.0.1');
  say(
    `npm run tenant:prod -- validate: ${runProductionCommand(scratch, env, 'tenant:prod', ['validate', tenantFile])}`,
  );
  const applied = runProductionCommand(scratch, env, 'tenant:prod', ['apply', tenantFile]);
  say(`npm run tenant:prod -- apply: ${applied.split('\n').at(-1) ?? ''}`);
  const diff = runProductionCommand(scratch, env, 'tenant:prod', ['diff', tenantFile]);
  if (diff !== 'portico: nothing to change') throw new Error(`diff after apply printed:\n${diff}`);
  say(`npm run tenant:prod -- diff, after apply: ${diff}`);
  const invited = runProductionCommand(scratch, env, 'renter:invite:prod', [
    ...['--company', 'SMOKE-RENT', '--name', 'Smoke Rent SAS', '--vat', 'FR40123456789'],
    ...['--email', 'fleet.manager@smoke.example', '--first-name', 'Marta', '--last-name', 'Rossi'],
  ]);
  if (!/invited the user [0-9a-f-]{36}/.test(invited)) {
    throw new Error(`renter:invite:prod did not say whom it invited: ${invited}`);
  }
  say(`npm run renter:invite:prod: ${invited}`);
  const admin = runProductionCommand(scratch, env, 'staff:invite:prod', [
    ...['--email', 'first.admin@smoke.example', '--name', 'First Admin'],
  ]);
  if (!/\/operator\/enrol#token=[\w-]{43}$/.test(admin)) {
    throw new Error(`staff:invite:prod did not print the enrolment link: ${admin}`);
  }
  say(`npm run staff:invite:prod: ${admin.split('\n')[0] ?? ''}`);
  say(`without its secrets and mail relay: ${checkRefusedStart(scratch, env)}`);
  // As after a release step: the server only checks that the database is up to date.
  server = await startProduction(
    scratch,
    { ...env, MIGRATE_AT_START: 'false' },
    { readyWithinMs: 60_000 },
  );
  // Idle: migrated, seeded, listening, no request yet but /readyz.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  say(
    `npm run start:prod ready in ${server.readyMs} ms on ${server.url}; idle RSS ${server.rssMiB()} MiB`,
  );
  say(`boot line: ${checkIntegrationsLine(server.output())}`);
  await smoke(server, parties);
  const exit = await server.stop(15_000);
  server = undefined;
  if (exit !== 0) throw new Error(`after SIGTERM the server exited with ${exit}, not 0`);
  say('SIGTERM: closed and exited with 0');
} catch (error) {
  failed = true;
  process.stderr.write(
    `prod-smoke: FAILED: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (server) process.stderr.write(`server output:\n${server.output()}\n`);
} finally {
  await server?.stop(5_000);
  await dropDatabase(serverUrl, databaseName).catch(() => {});
  await rm(scratch, { recursive: true, force: true });
}
say(failed ? 'failed' : 'passed');
process.exit(failed ? 1 : 0);
