import { type TenantStaffSso, tenantStaffSsoSchema } from '@portico/contract/tenant-file';
import { eq } from 'drizzle-orm';
import type { Env } from '../../config/secret-files.ts';
import type { NodeEnv } from '../../config/server.ts';
import type { Database } from '../../db/database.ts';
import { whitelabels } from '../../db/schema/index.ts';
import { NamedSecretProblem, namedSecret } from '../tenants/named-secret.ts';

/** A white-label's single sign-on, ready to use: its tenant file's settings and the secret. */
export interface StaffSsoSettings extends TenantStaffSso {
  clientSecret: string;
}

/**
 * What a white-label's single sign-on is: off (its file names none), on, or named but unusable
 * here, with the reason for the log (the person only learns that it is unavailable).
 */
export type StaffSsoState =
  | { kind: 'off' }
  | { kind: 'on'; settings: StaffSsoSettings }
  | { kind: 'unusable'; reason: string; providerName: string | null };

/**
 * Reads the white-label's `staffSso` (its settings document, written from its tenant file) and
 * applies the production rules: an https issuer only (the file allows http on loopback for a
 * provider on a developer's machine), and the client secret set (its variable or NAME_FILE). A
 * bad document is unusable rather than off, so a typo is said in the log instead of the button
 * vanishing silently.
 */
export async function staffSsoOf(
  db: Database,
  whitelabelId: number,
  nodeEnv: NodeEnv,
  env: Env,
): Promise<StaffSsoState> {
  const [row] = await db
    .select({ settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  const given = row?.settings['staffSso'];
  if (given === undefined) return { kind: 'off' };
  const parsed = tenantStaffSsoSchema.safeParse(given);
  if (!parsed.success) {
    return {
      kind: 'unusable',
      reason: `staffSso does not parse: ${parsed.error.message}`,
      providerName: null,
    };
  }
  const settings = parsed.data;
  const unusable = (reason: string): StaffSsoState => ({
    kind: 'unusable',
    reason,
    providerName: settings.providerName,
  });
  if (nodeEnv === 'production' && !settings.issuer.startsWith('https://')) {
    return unusable('staffSso.issuer must be https in production');
  }
  let clientSecret: string | undefined;
  try {
    clientSecret = namedSecret(env, settings.clientSecretEnv);
  } catch (error) {
    if (!(error instanceof NamedSecretProblem)) throw error;
    return unusable(error.message);
  }
  if (!clientSecret) {
    return unusable(`${settings.clientSecretEnv} (staffSso.clientSecretEnv) is not set`);
  }
  return { kind: 'on', settings: { ...settings, clientSecret } };
}
