import type { StaffMember, StaffRole } from '@portico/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { softwarePasskey } from './software-passkey.ts';
import { enrolStaff, type signedInStaff, staffCookieOf } from './staff-desk.ts';

type SignedIn = Awaited<ReturnType<typeof signedInStaff>>;

/** The token of the newest enrolment e-mail to an address (the outbox keeps it for the job). */
export async function mailedToken(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.database.db
    .select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'staff_invitation')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = row?.payload.token;
  if (typeof token !== 'string') throw new Error(`no enrolment e-mail to ${email}`);
  return token;
}

/**
 * A colleague of `admin`'s white-label: invited by the admin through the console, enrolled with
 * the e-mailed link, signed in; `call` sends their own session cookie.
 */
export async function colleagueOf(
  app: FastifyInstance,
  admin: SignedIn,
  roles: StaffRole[],
  name = 'Bea Colleague',
) {
  const email = `${name.toLowerCase().replaceAll(/\W+/g, '.')}.${String(Date.now())}${String(Math.random()).slice(2, 8)}@${admin.tenant.host}`;
  const invited = await admin.call('POST', 'inviteStaffMember', { body: { email, name, roles } });
  expect(invited.statusCode, invited.body).toBe(201);
  const member = invited.json<StaffMember>();
  const passkey = softwarePasskey();
  const token = await mailedToken(app, email);
  const enrolled = await enrolStaff({ ...admin, call: admin.unsignedCall, token }, passkey);
  expect(enrolled.statusCode, enrolled.body).toBe(201);
  const cookie = staffCookieOf(enrolled);
  const call: SignedIn['call'] = (method, route, options = {}) =>
    admin.unsignedCall(method, route, { ...options, headers: { cookie, ...options.headers } });
  return { member, email, passkey, cookie, call };
}
