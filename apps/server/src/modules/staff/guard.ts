import { needsFreshCheck, type StaffAction, staffMay, type StaffRole } from '@portico/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { relyingPartyOfRequest, type RelyingParty } from '../webauthn/relying-party.ts';
import { readStaffSession, staffCookieValue, type StaffSignedIn } from './sessions.ts';

/** The person a console call runs for, once its guard has let it through. */
export interface StaffActor {
  id: string;
  name: string;
  roles: StaffRole[];
  whitelabelId: number;
  /** For the audit log: the client's address and the request's id. */
  address: string;
  requestId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a console route's guard (staff/guard.ts) before its handler runs. */
    staffActor?: StaffActor;
  }
}

export interface StaffGuardOptions {
  db: Database;
  publicOrigin: string;
  clock: () => Date;
}

export interface StaffGuard {
  /** This portal's WebAuthn relying party for the request's host (its origin and id). */
  partyOf(request: FastifyRequest): RelyingParty;
  /** A change must come from the portal's own origin: no other site makes a browser act. */
  sameOrigin: preHandlerAsyncHookHandler;
  /** The signed-in session of the request, or 401. */
  sessionOf(request: FastifyRequest): Promise<StaffSignedIn>;
  /**
   * A console route's preHandler (issue 28 items 3 and 4): a live session (401), a role that
   * allows the action (403 forbidden), a passkey check within five minutes before a change of
   * money or that cannot be undone (403 fresh_check_required; a read of the same action needs
   * none), and the portal's origin on every call that is not a read. The handler then finds the person in `request.staffActor`.
   */
  require(action: StaffAction): preHandlerAsyncHookHandler;
  /**
   * A console route any signed-in person may call about themselves (their own passkeys): a live
   * session and, on a change, the portal's origin; no role needed.
   */
  signedIn: preHandlerAsyncHookHandler;
}

const readMethods = new Set(['GET', 'HEAD']);

export function createStaffGuard({ db, publicOrigin, clock }: StaffGuardOptions): StaffGuard {
  const partyOf = (request: FastifyRequest): RelyingParty =>
    relyingPartyOfRequest(publicOrigin, request);

  const assertSameOrigin = (request: FastifyRequest) => {
    if (request.headers.origin !== partyOf(request).origin) throw new AppError(403, 'forbidden');
  };
  const sameOrigin: preHandlerAsyncHookHandler = async (request) => assertSameOrigin(request);

  const sessionOf = async (request: FastifyRequest): Promise<StaffSignedIn> => {
    const value = staffCookieValue(request.headers.cookie);
    const session = value
      ? await readStaffSession(db, request.whitelabel.id, value, clock())
      : undefined;
    if (!session) throw new AppError(401, 'unauthorized');
    return session;
  };

  /** The session's person, once the origin of a change is checked (401 without a session). */
  const actorOf = async (request: FastifyRequest) => {
    // The origin first: a forged cross-site call learns nothing, not even whether it is signed in.
    const read = readMethods.has(request.method);
    if (!read) assertSameOrigin(request);
    const session = await sessionOf(request);
    const actor: StaffActor = {
      id: session.member.id,
      name: session.member.name,
      roles: session.member.roles as StaffRole[],
      whitelabelId: session.member.whitelabelId,
      address: request.ip,
      requestId: request.id,
    };
    return { actor, read, freshUntil: session.freshUntil };
  };

  const require =
    (action: StaffAction): preHandlerAsyncHookHandler =>
    async (request) => {
      const { actor, read, freshUntil } = await actorOf(request);
      if (!staffMay(actor.roles, action)) throw new AppError(403, 'forbidden');
      // A read changes nothing: only what the action does (a change) wants the fresh check, so
      // an admin reads the list of people without a new passkey prompt every five minutes.
      if (!read && needsFreshCheck(action) && freshUntil.getTime() <= clock().getTime()) {
        throw new AppError(403, 'fresh_check_required');
      }
      request.staffActor = actor;
    };

  const signedIn: preHandlerAsyncHookHandler = async (request) => {
    request.staffActor = (await actorOf(request)).actor;
  };

  return { partyOf, sameOrigin, sessionOf, require, signedIn };
}

/** The person a guarded handler runs for (its guard set it; a route without one is a bug). */
export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) throw new Error('a console route ran without its staff guard');
  return request.staffActor;
}
