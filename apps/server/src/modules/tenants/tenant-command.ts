import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantFileJsonSchema } from '@portico/contract/tenant-file';
import { fail, openCommandDatabase, readCommandConfig, say } from '../../command-line.ts';
import { tenantsDir } from '../../paths.ts';
import { startFailureLine } from '../../start-failure.ts';
import { applyTenant, TenantApplyRefused } from './apply-tenant.ts';
import { NamedSecretProblem, namedSecret } from './named-secret.ts';
import { exportTenant } from './stored-tenant.ts';
import { parseTenantArguments, tenantUsage } from './tenant-arguments.ts';
import { formatTenantFile, readTenantFile } from './tenant-file-io.ts';
import { diffTenant } from './tenant-operations.ts';

/**
 * `npm run tenant -- validate|diff|apply FILE`, `export CODE [FILE]`, `schema [FILE]` (issue 27):
 * a white-label as code. validate reads no database; the others use the server's settings
 * (DATABASE_URL or PGLITE_DIR, migrated as a start migrates it). With PGlite the server must be
 * stopped (one process per folder). A running server sees applied content within its caches'
 * lifetime (30 s by default) and the road at once.
 */
const parsed = parseTenantArguments(process.argv.slice(2));
if ('error' in parsed) fail(`${parsed.error}\n${tenantUsage}`);
const args = 'error' in parsed ? fail(tenantUsage) : parsed;
const today = () => new Date().toISOString().slice(0, 10);

if (args.command === 'schema') {
  const text = `${JSON.stringify(tenantFileJsonSchema(), null, 2)}\n`;
  if (args.file) {
    await writeFile(args.file, text, 'utf8');
    say(`wrote the tenant file's JSON Schema to ${args.file}`);
  } else process.stdout.write(text);
  process.exit(0);
}

async function checkedFile(file: string) {
  const reading = await readTenantFile(file);
  if (!reading.file) {
    fail(`${file}: ${reading.problems.length} problem(s)\n${reading.problems.join('\n')}`);
  }
  return reading.file as NonNullable<typeof reading.file>;
}

if (args.command === 'validate') {
  const file = await checkedFile(args.file);
  say(`${args.file}: a valid tenant file for ${file.code} (${file.hosts.join(', ')})`);
  process.exit(0);
}

const config = readCommandConfig();
// The demo's file names DEMO_ROADSIDE_API_KEY, which the server's settings default outside
// production: the same value here, so the demo applies and diffs as the server seeds it.
const secret = (name: string) =>
  namedSecret(process.env, name) ??
  (name === 'DEMO_ROADSIDE_API_KEY' ? config.demoRoadsideApiKey : undefined);
try {
  const handle = await openCommandDatabase(config);
  try {
    const { db } = handle;
    if (args.command === 'export') {
      const file = await exportTenant(db, args.code);
      if (!file) fail(`no tenant has the code ${args.code}`);
      else {
        const schemaPath = args.file
          ? path.relative(
              path.dirname(path.resolve(args.file)),
              path.join(tenantsDir, 'tenant.schema.json'),
            )
          : './tenant.schema.json';
        const text = formatTenantFile(file, schemaPath);
        if (args.file) {
          await writeFile(args.file, text, 'utf8');
          say(`wrote tenant ${args.code} to ${args.file}`);
        } else process.stdout.write(text);
      }
    } else {
      const file = await checkedFile(args.file);
      const lines = await diffTenant(db, file, secret);
      if (args.command === 'diff') {
        process.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : '');
        say(lines.length > 0 ? `${lines.length} change(s) to apply` : 'nothing to change');
      } else if (lines.length === 0) {
        say(`${file.code}: nothing to change`);
      } else {
        await applyTenant(db, file, { secret, today: today() });
        process.stdout.write(`${lines.join('\n')}\n`);
        say(`${file.code}: applied ${lines.length} change(s) in one transaction`);
      }
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof TenantApplyRefused) {
    fail(`${error.message}, nothing changed:\n${error.problems.join('\n')}`);
  }
  if (error instanceof NamedSecretProblem) fail(`${error.message}: nothing changed`);
  fail(
    startFailureLine(error) ??
      `the command failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}
process.exit(0);
