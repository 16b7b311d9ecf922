import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * The passkeys of customers and renters (issue 28 item 12): WebAuthn credentials beside the
 * password, checked by the same layer as the staff's (modules/webauthn). The white-label is kept
 * on the row so a sign-in finds a passkey only among its own site's; the row goes with its
 * account (on delete cascade: a deletion, the purge of accounts never activated).
 */
export const accountPasskeys = pgTable(
  'account_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    /** The credential id, base64url as WebAuthn gives it; unique across the database. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last reported: it only moves forward (a clone's is refused). */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'`),
    /** A name the person gives it ("work laptop"), shown in their list. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_passkeys_credential_key').on(table.credentialId),
    index('account_passkeys_user_idx').on(table.userId),
  ],
);

/**
 * The WebAuthn challenges handed to customers' and renters' browsers, each taken once: a new
 * passkey's is bound to its account, a sign-in's to nobody (the passkey says whose it is). Each
 * new challenge first deletes a batch of expired ones (as the staff's do), and the data-retention
 * job deletes what is left.
 */
export const accountPasskeyChallenges = pgTable(
  'account_passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'registration' | 'sign-in'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_passkey_challenges_expiry_idx').on(table.expiresAt)],
);
