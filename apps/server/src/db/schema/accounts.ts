import type { Language, SignedInAccountType } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './lookups.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * Customer accounts (issue 12). An e-mail is unique per white-label, compared case-insensitively
 * (the unique index on lower(email)); the password is kept only as its Argon2id hash. Sign-in
 * failures and the account's codes are counted here, so a hold (held_until) and the codes' caps
 * stand across instances. Any account type (customer, renter) has them.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    /** As typed (trimmed). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: text('account_type').$type<SignedInAccountType>().notNull().default('customer'),
    /** A renter's rental company (issue 25); null for a customer, never null for a renter. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** A renter's phone number (spec 000 section 3 "Renter"); customers have none. */
    phoneNumber: text('phone_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language').$type<Language>().notNull(),
    billingAddress: text('billing_address'),
    billingZipcode: text('billing_zipcode'),
    billingCity: text('billing_city'),
    billingCountry: text('billing_country').notNull().default('FR'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * Password checks counted as failures since the count last restarted: each is counted before
     * its Argon2id verification (issue 24 item 2), a right password forgives those up to it.
     */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /**
     * The account's codes over a window of accountCodeWindowHours from its first code sent or
     * tried (issue 24 items 3 and 9), both purposes together: codes e-mailed (the next one waits
     * longer as they pile up, after the last one sent) and wrong codes typed, each capped.
     */
    codesWindowStartedAt: timestamp('codes_window_started_at', { withTimezone: true }),
    codesSent: integer('codes_sent').notNull().default(0),
    lastCodeSentAt: timestamp('last_code_sent_at', { withTimezone: true }),
    wrongCodeTries: integer('wrong_code_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.whitelabelId, sql`lower(${table.email})`),
    check('users_account_type_check', sql`${table.accountType} in ('customer', 'renter')`),
    check(
      'users_renter_company_check',
      sql`(${table.accountType} = 'renter') = (${table.companyId} is not null)`,
    ),
    index('users_company_idx')
      .on(table.companyId)
      .where(sql`${table.companyId} is not null`),
    // The purge of registrations never activated (jobs: accounts-purge): only those rows.
    index('users_unactivated_created_idx')
      .on(table.createdAt)
      .where(sql`${table.activatedAt} is null`),
  ],
);

export type AccountCodePurpose = 'activation' | 'password_reset';

/**
 * One-time codes e-mailed to a user (activation, password reset): only their hash is kept; one
 * live code per user and purpose (a new one replaces it); used or out of tries, it is deleted.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountCodePurpose>().notNull(),
    /** HMAC-SHA-256 (hex) of the code, keyed with the user id: six digits alone are guessable. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_codes_user_purpose_key').on(table.userId, table.purpose),
    check('account_codes_purpose_check', sql`${table.purpose} in ('activation', 'password_reset')`),
  ],
);

/**
 * Refresh tokens (issue 12): opaque, only their SHA-256 kept, rotated on every use. A family is
 * one sign-in's chain: a token used twice (replaced_at set) revokes its whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
    // The purge of expired tokens (jobs: accounts-purge).
    index('refresh_tokens_expires_idx').on(table.expiresAt),
  ],
);
