import type { StaffRole } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * The operator's staff (issue 28): people of one white-label who use the console, each with the
 * roles of the contract's table (staff/roles.ts). No password: a person signs in with a passkey
 * (or the operator's identity provider). Suspended people keep their rows for the audit log.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    /** Who invited them; null for the first admin, made by the staff:invite command. */
    invitedBy: uuid('invited_by'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * Who they are at the operator's identity provider (issue 28 item 2): its issuer and their
     * `sub`, set at their first single sign-on; a later one finds them by it, not by e-mail.
     */
    ssoIssuer: text('sso_issuer'),
    ssoSubject: text('sso_subject'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('staff_members_email_key').on(table.whitelabelId, sql`lower(${table.email})`),
    uniqueIndex('staff_members_sso_key')
      .on(table.whitelabelId, table.ssoIssuer, table.ssoSubject)
      .where(sql`${table.ssoSubject} is not null`),
    check('staff_members_roles_check', sql`cardinality(${table.roles}) between 1 and 5`),
  ],
);

/**
 * A person's passkeys (WebAuthn credentials): the public key and the signature counter the
 * authenticator last reported, so a cloned authenticator's replayed counter is refused.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** The credential id, base64url as WebAuthn gives it; unique across the database. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'`),
    /** A name the person gives it ("work laptop"), shown in their list of passkeys. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_passkeys_credential_key').on(table.credentialId),
    index('staff_passkeys_member_idx').on(table.memberId),
  ],
);

/**
 * One-time links that let a person enrol a passkey: an invitation, or an admin's answer to a
 * person who lost all theirs (never an e-mail of their own asking). Only the link's SHA-256 is
 * kept; used_at makes it single-use even under concurrent clicks.
 */
export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_enrolments_token_key').on(table.tokenHash),
    // A person's links: the pending one on the staff page, the older ones a new link voids.
    index('staff_enrolments_member_idx').on(table.memberId),
    check('staff_enrolments_token_hash_check', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The WebAuthn challenges the server handed out, each used once (issue 28: a replayed ceremony is
 * refused): an enrolment's is bound to its person, a sign-in's to nobody (the passkey says whose
 * it is). Each new challenge first deletes a batch of expired ones (challenges.ts), so anonymous
 * sign-in options cannot pile rows up past what the rate limit lets through in five minutes.
 */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'enrolment' | 'sign-in'>().notNull(),
    memberId: uuid('member_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_challenges_expiry_idx').on(table.expiresAt)],
);

/**
 * Single sign-ons under way (issue 28 item 2): what the server keeps between sending a browser to
 * the identity provider and its coming back: the state (by its SHA-256), the browser it was
 * handed to (the SHA-256 of a cookie's value), the nonce and the PKCE verifier. Taken once, by
 * the statement that marks it used, within ten minutes; expired rows go as new ones come. A
 * fresh check by the provider (a re-authentication) also names the session it is for and the
 * console page to go back to; its answer must be a sign-in at the provider after `started_at`.
 */
export const staffSsoLogins = pgTable(
  'staff_sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The session a re-authentication makes fresh again; null for a sign-in. */
    sessionHash: text('session_hash').references(() => staffSessions.idHash, {
      onDelete: 'cascade',
    }),
    /** Where the console goes back to after a re-authentication; null for a sign-in. */
    returnPath: text('return_path'),
  },
  (table) => [
    index('staff_sso_logins_expiry_idx').on(table.expiresAt),
    check(
      'staff_sso_logins_reauthentication_check',
      sql`(${table.sessionHash} is null) = (${table.returnPath} is null)`,
    ),
  ],
);

/**
 * Signed-in staff sessions, named by the SHA-256 of the cookie's value (never stored): idle for
 * 30 minutes or 12 hours old, a session is over; fresh_until is when the last passkey check
 * stops counting as fresh for money and irreversible actions.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    freshUntil: timestamp('fresh_until', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The passkey that opened the session (none for a single sign-on): removing a lost device's
     * passkey ends the sessions it opened, in the removal's transaction.
     */
    passkeyId: uuid('passkey_id').references(() => staffPasskeys.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('staff_sessions_member_idx').on(table.memberId),
    index('staff_sessions_passkey_idx').on(table.passkeyId),
    check('staff_sessions_id_hash_check', sql`${table.idHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * What staff did (issue 28 item 5): who, when, what, on what, before and after, from where, in
 * which request. Append-only: a trigger refuses every UPDATE and DELETE, so not even a bug of the
 * console (or a staff member with the database's application role) rewrites history. A person's
 * row may go (cascade is not used): the event keeps the id and the name it had.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The person, or null for a command run on the server (the first admin's invitation). */
    staffId: uuid('staff_id'),
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: inet('address'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_events_time_idx').on(table.whitelabelId, table.at),
    index('audit_events_target_idx').on(table.whitelabelId, table.targetType, table.targetId),
    index('audit_events_staff_idx').on(table.staffId, table.at),
  ],
);
