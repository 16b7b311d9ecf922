import { buildPath, routes, type RouteName, type StaffRole } from '@portico/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { inviteStaff } from '../../src/modules/staff/invitations.ts';
import { createTenant } from './factories.ts';
import { type SoftwarePasskey, softwarePasskey } from './software-passkey.ts';

export interface StaffCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

const queryOf = (query: Record<string, string> | undefined) =>
  query ? `?${new URLSearchParams(query).toString()}` : '';

/**
 * A white-label with one invited person (not enrolled yet): its calls come from the portal's own
 * origin and host unless a test says otherwise.
 */
export async function staffDesk(
  app: FastifyInstance,
  now: Date,
  roles: readonly StaffRole[] = ['agent'],
  name = 'Ada Agent',
) {
  const { db } = app.database;
  const tenant = await createTenant(db);
  const origin = `https://${tenant.host}`;
  const invited = await inviteStaff(db, {
    whitelabelId: tenant.id,
    invitation: { email: `staff@${tenant.host}`, name, roles: [...roles] },
    invitedBy: null,
    now,
  });
  const call = (method: string, route: RouteName, options: StaffCall = {}) =>
    app.inject({
      method: method as 'GET',
      url: buildPath(routes[route].path, options.params) + queryOf(options.query),
      headers: { 'x-whitelabel-host': tenant.host, origin, ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  return { tenant, origin, token: invited.token, memberId: invited.memberId, call };
}

export type StaffDesk = Awaited<ReturnType<typeof staffDesk>>;

/** The `name=value` of the session cookie an answer sets. */
export const staffCookieOf = (response: LightMyRequestResponse): string =>
  String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** Enrols the passkey from the person's link (the answer signs them in). */
export async function enrolStaff(staff: StaffDesk, passkey: SoftwarePasskey) {
  const options = await staff.call('POST', 'staffEnrolmentOptions', {
    body: { token: staff.token },
  });
  expect(options.statusCode, options.body).toBe(200);
  const { challenge, rp } = options.json<{ challenge: string; rp: { id: string } }>();
  const credential = passkey.create({ challenge, rpId: rp.id, origin: staff.origin });
  return staff.call('POST', 'staffEnrol', {
    body: { token: staff.token, label: 'Laptop', credential },
  });
}

/** A passkey sign-in (also the fresh check before money moves). */
export async function signInStaff(
  staff: StaffDesk,
  passkey: SoftwarePasskey,
  origin = staff.origin,
) {
  const options = await staff.call('POST', 'staffSignInOptions');
  const { challenge, rpId } = options.json<{ challenge: string; rpId: string }>();
  const credential = passkey.get({ challenge, rpId, origin });
  return {
    credential,
    response: await staff.call('POST', 'staffSignIn', { body: { credential } }),
  };
}

/**
 * A person of a new white-label, enrolled and signed in: `call` sends their session cookie. The
 * session is fresh for five minutes from `now` (the test's clock).
 */
export async function signedInStaff(
  app: FastifyInstance,
  now: Date,
  roles: readonly StaffRole[] = ['agent'],
  name?: string,
) {
  const staff = await staffDesk(app, now, roles, name);
  const passkey = softwarePasskey();
  const enrolled = await enrolStaff(staff, passkey);
  expect(enrolled.statusCode, enrolled.body).toBe(201);
  const cookie = staffCookieOf(enrolled);
  const call = (method: string, route: RouteName, options: StaffCall = {}) =>
    staff.call(method, route, { ...options, headers: { cookie, ...options.headers } });
  return { ...staff, passkey, cookie, call, unsignedCall: staff.call };
}
