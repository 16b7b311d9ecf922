import {
  claimCategory,
  type ErrorCode,
  type Journey,
  type ProtestType,
  protestTypeOfClaimCategory,
} from '@portico/contract';

/**
 * The pure rules of a claim (spec 000 sections 4 and 8, issue 14): which journeys one claim may
 * contest, what its reason requires, and its reference.
 */

export type ClaimRefusal = { status: number; code: ErrorCode };

/** What the journeys check reads of a journey as the lookup presents it. */
export type ClaimedJourney = Pick<
  Journey,
  'id' | 'status' | 'completed' | 'paymentLimit' | 'contested'
>;

/**
 * Checks the journeys a claim names against those the claimant may see (`visible`, by id), in
 * this order: every one visible (else 400 protest_journeys_invalid); every one completed and not
 * transmitted to the prosecutor's officer (400 protest_journey_not_contestable: an ongoing trip
 * has no final price yet, an OMP case is contested with that officer); all of the claim category
 * of `type` (400 protest_type_mismatch); none under an open claim (409
 * protest_journey_already_contested). Null when the claim may go on.
 */
export function checkClaimedJourneys(
  type: ProtestType,
  journeyIds: readonly string[],
  visible: ReadonlyMap<string, ClaimedJourney>,
): ClaimRefusal | null {
  const claimed: ClaimedJourney[] = [];
  for (const id of journeyIds) {
    const journey = visible.get(id);
    if (!journey) return { status: 400, code: 'protest_journeys_invalid' };
    claimed.push(journey);
  }
  const protestTypeOf = (journey: ClaimedJourney) =>
    protestTypeOfClaimCategory[claimCategory(journey)];
  if (claimed.some((journey) => journey.status !== 'TERMINE' || !journey.completed)) {
    return { status: 400, code: 'protest_journey_not_contestable' };
  }
  if (claimed.some((journey) => protestTypeOf(journey) === null)) {
    return { status: 400, code: 'protest_journey_not_contestable' };
  }
  if (claimed.some((journey) => protestTypeOf(journey) !== type)) {
    return { status: 400, code: 'protest_type_mismatch' };
  }
  if (claimed.some((journey) => journey.contested === true)) {
    return { status: 409, code: 'protest_journey_already_contested' };
  }
  return null;
}

export interface ReasonRequirements {
  commentMandatory: boolean;
  attachmentMandatory: boolean;
}

/**
 * What the reason asks for: a comment (blank counts as none: 400 mandatory_comment_missing), at
 * least one file (400 mandatory_attachment_missing). Null when satisfied.
 */
export function checkReasonRequirements(
  reason: ReasonRequirements,
  comment: string | null,
  fileCount: number,
): ClaimRefusal | null {
  if (reason.commentMandatory && comment === null) {
    return { status: 400, code: 'mandatory_comment_missing' };
  }
  if (reason.attachmentMandatory && fileCount === 0) {
    return { status: 400, code: 'mandatory_attachment_missing' };
  }
  return null;
}

/** The comment as stored: trimmed, null when blank. */
export function claimComment(comment: string | undefined): string | null {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** CL-{year}-{number on six digits}, e.g. CL-2026-000123. */
export function protestReference(year: number, value: number): string {
  return `CL-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * A toll lowered to `ttcCents`, split again into its price before tax and its VAT at the
 * journey's rate, to the cent (the stored amounts keep ht + tva = ttc).
 */
export function repriced(ttcCents: number, tvaRate: number): { htCents: number; tvaCents: number } {
  const htCents = Math.round((ttcCents * 100) / (100 + tvaRate));
  return { htCents, tvaCents: ttcCents - htCents };
}
