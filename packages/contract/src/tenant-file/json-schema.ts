import { z } from 'zod';
import { tenantFileSchema } from './schema.ts';

/**
 * The tenant file's JSON Schema (draft 2020-12) for editors: tenants/tenant.schema.json, which
 * the files name in their first line, so an editor completes keys and flags mistakes as the
 * operator types. It says the shape (types, bounds, required keys); the cross-references are
 * `npm run tenant -- validate`'s. Written as the file is read: defaults may be left out.
 */
export function tenantFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(tenantFileSchema, { io: 'input', unrepresentable: 'any' }),
    title: 'Portico tenant file',
  };
}
