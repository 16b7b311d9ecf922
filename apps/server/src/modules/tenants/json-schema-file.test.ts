import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantFileJsonSchema } from '@portico/contract/tenant-file';
import { describe, expect, it } from 'vitest';
import { tenantsDir } from '../../paths.ts';

describe('tenants/tenant.schema.json', () => {
  it('is the schema of the contract as it is now (npm run tenant -- schema FILE writes it)', async () => {
    const committed: unknown = JSON.parse(
      await readFile(path.join(tenantsDir, 'tenant.schema.json'), 'utf8'),
    );
    expect(committed).toEqual(tenantFileJsonSchema());
  });
});
