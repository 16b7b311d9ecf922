import type {
  ClaimDecisionReason,
  DecisionReasonKind,
  ProtestDecisionOutcome,
} from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';

/** The kinds of ready-made reason that fit an outcome: accepting cancels or reprices. */
export const reasonKindsOf: Record<ProtestDecisionOutcome, readonly DecisionReasonKind[]> = {
  ACCEPTED: ['accept', 'newPrice'],
  REJECTED: ['reject'],
};

/** A reason's value in the list: codes are unique within a kind only. */
export const reasonKeyOf = (reason: ClaimDecisionReason) => `${reason.kind}/${reason.code}`;

/**
 * The white-label's ready-made reasons that fit the outcome, grouped by kind and labelled in the
 * console's language; choosing one hands its text (in the claimant's language) to the form.
 * The first choice is the agent's own words.
 */
export function ReasonPicker({
  id,
  outcome,
  reasons,
  chosen,
  onChoose,
}: {
  id: string;
  outcome: ProtestDecisionOutcome;
  reasons: readonly ClaimDecisionReason[];
  /** The chosen reason's key (reasonKeyOf), or '' for the agent's own words. */
  chosen: string;
  onChoose: (reason: ClaimDecisionReason | null) => void;
}) {
  const { t } = useI18n();
  const groups = reasonKindsOf[outcome]
    .map((kind) => ({ kind, reasons: reasons.filter((reason) => reason.kind === kind) }))
    .filter((group) => group.reasons.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="field wide">
      <label htmlFor={id}>{t('decision.readyReason')}</label>
      <select
        id={id}
        value={chosen}
        onChange={(event) =>
          onChoose(reasons.find((reason) => reasonKeyOf(reason) === event.target.value) ?? null)
        }
      >
        <option value="">{t('decision.ownReason')}</option>
        {groups.map((group) => (
          <optgroup key={group.kind} label={t(`decision.reasonKind.${group.kind}`)}>
            {group.reasons.map((reason) => (
              <option key={reason.code} value={reasonKeyOf(reason)}>
                {reason.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
