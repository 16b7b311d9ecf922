import { z } from 'zod';
import { languages } from '../languages.ts';
import { textSchema } from '../text.ts';
import { tenantCompanySchema, tenantContentSchema } from './content.ts';
import { contentUrlSchema, localizedBodySchema, localizedLabelSchema } from './localized.ts';
import { operatorLegalSchema } from './operator-legal.ts';
import { tenantRoadSchema } from './road.ts';
import { tenantApiKeySchema, tenantSettingsSchema } from './settings.ts';

/** The version of the file format; a later one changes this and keeps reading the old. */
export const tenantFileVersion = 1;

/** A host name as browsers send it, without port, lower case; or an IPv6 address (::1). */
const hostSchema = z
  .string()
  .max(253)
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|[0-9a-f:]*:[0-9a-f:]*)$/,
    'a lower-case host name or an IPv6 address',
  );

/**
 * One operator's portal described as code (issue 27): its identity, legal details, road,
 * tariffs, rules, payment choices, content. `npm run tenant -- apply FILE` makes the database say
 * what the file says, in one transaction; `export` writes a tenant back to such a file.
 * Cross-references (a gantry's gates, a tariff's toll points, an article a page lists) are checked
 * by the server's `validate`, which this schema's shape cannot say.
 */
export const tenantFileSchema = z.strictObject({
  /** Editors read it to validate and complete the file (tenants/tenant.schema.json). */
  $schema: z.string().max(500).optional(),
  version: z.literal(tenantFileVersion),
  /** The tenant's key: DEFAULT_WHITELABEL names it; never changes once applied. */
  code: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
  name: textSchema().trim().min(1).max(120),
  hosts: z.array(hostSchema).min(1).max(20),
  languages: z.array(z.enum(languages)).min(1).max(languages.length),
  logoUrl: contentUrlSchema,
  seo: z.strictObject({ title: localizedLabelSchema, description: localizedLabelSchema }),
  gdprText: localizedBodySchema,
  /** The spec's "free-flow enabled" check: shows the renter link and the account entry. */
  freeFlowEnabled: z.boolean().default(true),
  legal: operatorLegalSchema,
  settings: tenantSettingsSchema.default({}),
  road: tenantRoadSchema,
  content: tenantContentSchema,
  companies: z.array(tenantCompanySchema).max(1000).default([]),
  apiKeys: z.array(tenantApiKeySchema).max(20).default([]),
});
export type TenantFile = z.infer<typeof tenantFileSchema>;
/** The file as written, before defaults: what `export` produces. */
export type TenantFileInput = z.input<typeof tenantFileSchema>;
