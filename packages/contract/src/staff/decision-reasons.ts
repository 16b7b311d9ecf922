import { z } from 'zod';
import { languages } from '../languages.ts';
import { decisionReasonKinds } from './claims-desk-vocabulary.ts';

/**
 * Ready-made reasons for a claim's decision (issue 28 item 8): each white-label keeps a catalogue
 * per kind of decision in the five languages (its tenant file's `settings.decisionReasons`, the
 * portal's defaults for a kind it leaves out). The desk fills the chosen one in the claimant's
 * language; the agent may edit it, and the text as sent is the decision's reason.
 */
export const claimDecisionReasonSchema = z.object({
  code: z.string(),
  kind: z.enum(decisionReasonKinds),
  /** What the list shows the agent, in the console's (the request's) language. */
  label: z.string(),
  /** What the claimant reads, in the claimant's language. */
  text: z.string(),
});
export type ClaimDecisionReason = z.infer<typeof claimDecisionReasonSchema>;

/** GET /operator/claims/:reference/decision/reasons. */
export const claimDecisionReasonsSchema = z.object({
  /** The claimant's language: every `text` is written in it. */
  language: z.enum(languages),
  reasons: z.array(claimDecisionReasonSchema),
});
export type ClaimDecisionReasons = z.infer<typeof claimDecisionReasonsSchema>;
