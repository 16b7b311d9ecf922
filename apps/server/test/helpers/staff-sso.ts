import { buildPath, routes, type RouteName } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { whitelabels } from '../../src/db/schema/index.ts';
import type { createTenant } from './factories.ts';

type Tenant = Awaited<ReturnType<typeof createTenant>>;

/** One cookie (`name=value`) a response sets, or '' when it sets none of that name. */
export const cookieOf = (response: LightMyRequestResponse, name: string): string => {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  const line = lines.find((candidate) => candidate.startsWith(`${name}=`)) ?? '';
  return line.split(';')[0] ?? '';
};

/** A white-label's console as its browser calls it: its host, its own Origin, cookies given. */
export function consoleDesk(app: () => FastifyInstance, tenant: Tenant) {
  const origin = `https://${tenant.host}`;
  return {
    tenant,
    origin,
    redirectUri: `${origin}/operator/sso/callback`,
    call: (
      route: RouteName,
      options: {
        body?: object;
        cookie?: string;
        origin?: string;
        params?: Record<string, string>;
      } = {},
    ) =>
      app().inject({
        method: routes[route].method,
        url: buildPath(routes[route].path, options.params ?? {}),
        headers: {
          'x-whitelabel-host': tenant.host,
          origin: options.origin ?? origin,
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        ...(options.body ? { payload: options.body } : {}),
      }),
  };
}
export type ConsoleDesk = ReturnType<typeof consoleDesk>;

/** Turns single sign-on on for a white-label: its settings document's `staffSso`. */
export async function configureStaffSso(
  app: () => FastifyInstance,
  tenant: Tenant,
  issuer: string,
  clientSecretEnv: string,
): Promise<void> {
  const staffSso = {
    providerName: 'Acme ID',
    issuer,
    clientId: 'portico-console',
    clientSecretEnv,
    extraScopes: ['groups'],
    groupRoles: { support: ['agent'], 'finance-team': ['finance'], 'console-admins': ['admin'] },
  };
  const { db } = app().database;
  const [row] = await db
    .select({ settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, tenant.id));
  await db
    .update(whitelabels)
    .set({ settings: { ...row?.settings, staffSso } })
    .where(eq(whitelabels.id, tenant.id));
}
