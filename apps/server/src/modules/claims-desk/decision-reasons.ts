import {
  decisionReasonKinds,
  defaultLanguage,
  isLanguage,
  type ClaimDecisionReasons,
  type DecisionReasonKind,
  type Language,
} from '@portico/contract';
import {
  tenantDecisionReasonsSchema,
  type TenantDecisionReason,
} from '@portico/contract/tenant-file';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { whitelabels } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { findProtest } from '../protests/repository.ts';
import { defaultDecisionReasons } from './default-decision-reasons.ts';

export type DecisionReasonCatalogue = Record<DecisionReasonKind, TenantDecisionReason[]>;

/**
 * A white-label's ready-made decision reasons, from its settings document's `decisionReasons`
 * (the tenant file's `settings.decisionReasons`): each kind it names replaces the defaults of
 * that kind, an empty list included. A kind that does not parse (a document edited by hand)
 * keeps the defaults: the desk still offers reasons, and `tenant validate` says what is wrong.
 */
export function decisionReasonCatalogue(
  settings: Record<string, unknown>,
): DecisionReasonCatalogue {
  const given = settings['decisionReasons'];
  const document =
    typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {};
  return Object.fromEntries(
    decisionReasonKinds.map((kind) => {
      const parsed = tenantDecisionReasonsSchema.shape[kind].safeParse(document[kind]);
      return [kind, (parsed.success ? parsed.data : undefined) ?? defaultDecisionReasons[kind]];
    }),
  ) as DecisionReasonCatalogue;
}

/**
 * The reasons an agent may start a claim's decision from: every kind's, each labelled in the
 * console's language and written in the claimant's (the claim's language, that of its e-mails).
 * 404 protest_not_found, for another white-label's claim too.
 */
export async function listDecisionReasons(
  db: Queryable,
  whitelabelId: number,
  reference: string,
  consoleLanguage: Language,
): Promise<ClaimDecisionReasons> {
  const protest = await findProtest(db, whitelabelId, reference);
  if (!protest) throw new AppError(404, 'protest_not_found');
  const [tenant] = await db
    .select({ settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  const catalogue = decisionReasonCatalogue(tenant?.settings ?? {});
  // The column holds the language the claim was filed in; an old row without one reads French,
  // the portal's default, as its e-mails do.
  const language = isLanguage(protest.language) ? protest.language : defaultLanguage;
  return {
    language,
    reasons: decisionReasonKinds.flatMap((kind) =>
      catalogue[kind].map((reason) => ({
        code: reason.code,
        kind,
        label: reason.label[consoleLanguage],
        text: reason.text[language],
      })),
    ),
  };
}
