import { z } from 'zod';
import { paymentMethodTypes } from '../payments/vocabulary.ts';
import { textSchema } from '../text.ts';
import { staffRoles } from '../staff/roles.ts';
import { tenantDecisionReasonsSchema } from './decision-reasons.ts';
import { localizedLabelSchema } from './localized.ts';

const count = (max: number) => z.number().int().min(1).max(max);
const cents = z.number().int().min(0).max(10_000_000);
const email = z.email().max(254);

/**
 * The journey and dunning rules (notes/domain.md: every number configurable). Each one left out
 * keeps the portal's default, the A79's (72 h to pay, 10 / 90 EUR indemnities, OMP at 60 days...).
 */
export const tenantRulesSchema = z.strictObject({
  paymentWindowHours: count(24 * 30).optional(),
  journeyGapMinutes: count(24 * 60).optional(),
  reducedIndemnityDays: count(365).optional(),
  reducedIndemnityCents: cents.optional(),
  fullIndemnityCents: cents.optional(),
  ompAfterDays: count(3650).optional(),
  prepaymentCreditDays: count(3650).optional(),
  /** Trip data is purged this many years after the last passage. */
  retentionYears: count(30).optional(),
});

/** Passage alerts: which e-mails a subscription gets, and its confirmation and handover delays. */
export const tenantAlertsSchema = z.strictObject({
  passageEmails: z.boolean().optional(),
  deadlineReminders: z.boolean().optional(),
  noticeEmails: z.boolean().optional(),
  reminderHoursBeforeDeadline: count(24 * 30).optional(),
  /** At most 24 h: the link proves control of the address only while it is fresh. */
  confirmationHours: count(24).optional(),
  handoverNoticeDays: count(30).optional(),
});

const methodSchema = z.strictObject({
  enabled: z.boolean(),
  /** The "payment method unavailable" modal's text when it is off. */
  unavailableMessage: localizedLabelSchema.optional(),
});

/**
 * Payment methods and the card PSP. Secrets never appear here: the PSP's account (PAYBOX_* or
 * AXEPTA_*) is the deployment's environment; the file only chooses which one takes the cards.
 */
export const tenantPaymentsSchema = z.strictObject({
  cardPsp: z.enum(['PAYBOX', 'AXEPTA']).optional(),
  methods: z.partialRecord(z.enum(paymentMethodTypes), methodSchema).optional(),
});

/** What the contact form allows a day (help/settings.ts explains each default). */
export const tenantContactLimitsSchema = z.strictObject({
  acknowledgmentsPerAddress: z.number().int().min(1).max(1000).optional(),
  anonymousMibPerIp: z.number().min(0.1).max(100_000).optional(),
  identifiedMibPerSender: z.number().min(0.1).max(100_000).optional(),
  identifiedMibPerIp: z.number().min(0.1).max(100_000).optional(),
});

export const tenantSettingsSchema = z.strictObject({
  rules: tenantRulesSchema.optional(),
  alerts: tenantAlertsSchema.optional(),
  payments: tenantPaymentsSchema.optional(),
  /** The support desk: it receives every contact request. */
  help: z
    .strictObject({
      supportEmail: email.optional(),
      contactLimits: tenantContactLimitsSchema.optional(),
    })
    .optional(),
  /** The rental companies' support address, which the renter pages and import errors name. */
  renters: z.strictObject({ supportEmail: email }).optional(),
  /** Days sent e-mails and contact requests are kept (trip data follows rules.retentionYears). */
  retention: z
    .strictObject({
      mailDays: count(3650).optional(),
      contactDays: count(3650).optional(),
    })
    .optional(),
  /** The e-mails' sender; without it, the tenant's name and MAIL_FROM's address. */
  mail: z
    .strictObject({
      fromName: textSchema().trim().min(1).max(100).optional(),
      fromAddress: email.optional(),
    })
    .optional(),
  /** A tag manager loaded after the visitor accepts audience measurement (https only). */
  tagManager: z.strictObject({ scriptUrl: z.url({ protocol: /^https$/ }).max(500) }).optional(),
  staffSso: z.lazy(() => tenantStaffSsoSchema).optional(),
  /** The claims desk's ready-made decision reasons; a kind left out keeps the defaults. */
  decisionReasons: tenantDecisionReasonsSchema.optional(),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

/**
 * An API key a system of the operator uses (the roadside system posting passages). The key is a
 * secret: the file names the environment variable that holds it (or NAME_FILE, a file holding
 * it), and only its hash is stored.
 */
export const tenantApiKeySchema = z.strictObject({
  label: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9-]*$/),
  secretEnv: z
    .string()
    .max(100)
    .regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable name'),
});

const environmentVariableName = z
  .string()
  .max(100)
  .regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable name');

/** http is for a provider on this machine (development, tests); production refuses it too. */
const loopbackHttp = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:\/|$)/;

/**
 * The console's single sign-on through the operator's OpenID provider (issue 28 item 2): per
 * white-label, since each operator has its own provider and staff. The client secret is named,
 * never written here (like an API key's). The redirect URL is not a setting: it is the console's
 * callback page on the portal's own origin, `https://<host>/operator/sso/callback`, which the
 * provider must list. A person's roles are the union of the roles their groups map to.
 */
export const tenantStaffSsoSchema = z.strictObject({
  /** The button says "Sign in with <providerName>". */
  providerName: textSchema()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^\p{Cc}]*$/u),
  /** The issuer identifier; its discovery document is at /.well-known/openid-configuration. */
  issuer: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .refine(
      (url) => url.startsWith('https://') || loopbackHttp.test(url),
      'https (http only on 127.0.0.1, localhost or [::1])',
    ),
  clientId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'),
  /** The environment variable holding the client secret (or NAME_FILE, a file holding it). */
  clientSecretEnv: environmentVariableName,
  /** The ID token or userinfo claim listing the person's groups. */
  groupsClaim: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_:./-]+$/)
    .default('groups'),
  /** Scopes asked for besides openid, email and profile (e.g. `groups` at some providers). */
  extraScopes: z
    .array(
      z
        .string()
        .min(1)
        .max(100)
        .regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'a scope token'),
    )
    .max(10)
    .default([]),
  /** Group -> the console roles it gives; a person none of whose groups is here is refused. */
  groupRoles: z
    .record(
      z
        .string()
        .min(1)
        .max(200)
        .regex(/^[^\p{Cc}]*$/u),
      z.array(z.enum(staffRoles)).min(1).max(staffRoles.length),
    )
    .refine((map) => Object.keys(map).length <= 100, 'at most 100 groups'),
});
export type TenantStaffSso = z.infer<typeof tenantStaffSsoSchema>;
