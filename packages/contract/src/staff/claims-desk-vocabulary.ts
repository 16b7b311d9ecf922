import { protestStatuses } from '../protests/vocabulary.ts';

/**
 * The claims desk's vocabulary (issue 28 item 8), without Zod so the console's pages can list the
 * filters' choices without the schemas in their bundles (the schemas are in claims-desk.ts).
 */

export const claimsQueuePageSizeMax = 100;
export const claimsQueuePageSizeDefault = 50;
/** The oldest age filter: ten years, longer than any claim is kept. */
export const claimsQueueAgeDaysMax = 3650;

/** The queue's status filter: one status, or every claim. */
export const claimsQueueStatuses = [...protestStatuses, 'ALL'] as const;
export type ClaimsQueueStatus = (typeof claimsQueueStatuses)[number];

/** Oldest first is the queue (who waited longest is served first); newest first for history. */
export const claimsQueueOrders = ['oldest', 'newest'] as const;
export type ClaimsQueueOrder = (typeof claimsQueueOrders)[number];

/**
 * The decisions the desk keeps ready-made reasons for (decision-reasons.ts): accept (the trips
 * cancelled), a new price (accepted with lower tolls), reject.
 */
export const decisionReasonKinds = ['accept', 'newPrice', 'reject'] as const;
export type DecisionReasonKind = (typeof decisionReasonKinds)[number];
/** Reasons per kind: a list an agent reads at a glance, not a knowledge base. */
export const decisionReasonsPerKindMax = 30;
