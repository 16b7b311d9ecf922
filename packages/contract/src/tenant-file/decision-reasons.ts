import { z } from 'zod';
import { isPlainText } from '../ingestion-limits.ts';
import { languages } from '../languages.ts';
import { protestCommentMaxLength } from '../protests/vocabulary.ts';
import {
  decisionReasonKinds,
  decisionReasonsPerKindMax,
  type DecisionReasonKind,
} from '../staff/claims-desk-vocabulary.ts';
import { localizedLabelSchema } from './localized.ts';

/**
 * The text a claimant reads, in each language: what the decision's reason accepts (3 to 2000
 * characters on one line, no control character), so any ready-made reason can be sent as it is.
 */
const reasonText = z
  .string()
  .trim()
  .min(3)
  .max(protestCommentMaxLength)
  .refine(isPlainText, 'one line, no control characters');
const localizedReasonTextSchema = z.strictObject(
  Object.fromEntries(languages.map((language) => [language, reasonText])) as Record<
    (typeof languages)[number],
    typeof reasonText
  >,
);

/** One ready-made reason: a code, what the agent's list shows, what the claimant reads. */
export const tenantDecisionReasonSchema = z.strictObject({
  code: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
  /** The list's entry, read by the agent in the console's language. */
  label: localizedLabelSchema,
  /** The reason as the claimant reads it in the decision's e-mail, in their language. */
  text: localizedReasonTextSchema,
});
export type TenantDecisionReason = z.infer<typeof tenantDecisionReasonSchema>;

const reasonList = z
  .array(tenantDecisionReasonSchema)
  .max(decisionReasonsPerKindMax)
  .refine(
    (reasons) => new Set(reasons.map((reason) => reason.code)).size === reasons.length,
    'each code once',
  );

/**
 * The claims desk's ready-made reasons per decision (issue 28 item 8), in the order its list
 * shows them. A kind the file names replaces the portal's defaults for that kind (an empty list:
 * none); a kind it leaves out keeps them.
 */
export const tenantDecisionReasonsSchema = z.strictObject(
  Object.fromEntries(decisionReasonKinds.map((kind) => [kind, reasonList.optional()])) as Record<
    DecisionReasonKind,
    z.ZodOptional<typeof reasonList>
  >,
);
export type TenantDecisionReasons = z.infer<typeof tenantDecisionReasonsSchema>;
