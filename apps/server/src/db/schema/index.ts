/**
 * Every table, for drizzle's relational queries and the Database type. One file per table group;
 * later groups (journeys, payments, users...) add a file here and a migration.
 */
export * from './whitelabels.ts';
export * from './content.ts';
export * from './help.ts';
export * from './help-content.ts';
export * from './contact-requests.ts';
export * from './road.ts';
export * from './passages.ts';
export * from './api-keys.ts';
export * from './journeys.ts';
export * from './lookups.ts';
export * from './payments.ts';
export * from './receipts.ts';
export * from './fleet-charges.ts';
export * from './mail.ts';
export * from './alerts.ts';
export * from './accounts.ts';
export * from './user-plates.ts';
export * from './authentication-pages.ts';
export * from './prepayments-pages.ts';
export * from './protests.ts';
export * from './vehicle-proofs.ts';
export * from './daily-counters.ts';
export * from './fleet.ts';
export * from './staff.ts';
export * from './content-revisions.ts';
export * from './account-passkeys.ts';
export * from './dashboard-rollup.ts';
export * from './media-pictures.ts';
export * from './paybox-question-numbers.ts';
export * from './payment-refunds.ts';
