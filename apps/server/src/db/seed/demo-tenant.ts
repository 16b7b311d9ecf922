import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TenantFile } from '@portico/contract/tenant-file';
import { parseTenantFile } from '../../modules/tenants/tenant-file-io.ts';
import { tenantsDir } from '../../paths.ts';

/**
 * DEMO DATA: the demo operator (ALIAE, the A79) is a tenant file like any operator's,
 * tenants/demo.yaml, applied by the demo seed through the same `apply` an operator runs. Its legal
 * identity is invented (the name says "démo"; the numbers only pass the checksums). Read once,
 * synchronously, when first imported: the seed and the tests that reason about the demo's road
 * and texts all read this one file, so they cannot drift apart.
 */
export const demoTenantPath = path.join(tenantsDir, 'demo.yaml');

function readDemoTenant(): TenantFile {
  const reading = parseTenantFile(readFileSync(demoTenantPath, 'utf8'));
  if (!reading.file) {
    throw new Error(
      `${demoTenantPath} is not a valid tenant file:\n${reading.problems.join('\n')}`,
    );
  }
  return reading.file;
}

export const demoTenant: TenantFile = readDemoTenant();
