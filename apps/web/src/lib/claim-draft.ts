import { isJourneySet, type Journey, type JourneySet, type ProtestType } from '@portico/contract';
import { isRecord, readStored, removeStored, storageKeys, writeStored } from './storage.ts';

/**
 * A claim being prepared, kept under the spec's key `protest/faq` (spec 000 section 3, "kept on
 * clear"): the trips it may be about (a lookup's set, or a signed-in customer's plate, with the
 * session the claim is sent with) and the ones chosen on claim/select. Paying other trips on the way
 * does not end it: the payment success page offers to continue it (spec 001 "continue claim").
 * Several features write it (the lookup, the trips lists, claim/select) and read it (the claim
 * page, the result page), so it lives here rather than in one of them.
 */
export interface ClaimDraft {
  journeySet: JourneySet;
  /** The chosen trips' ids (claim/select), all of one claim category; empty until chosen. */
  journeyIds: string[];
  /**
   * Their claim's type, as claim/select found it (the claim page checks it again against the
   * trips with the contract's rule; read here unchecked so that the rule stays off the first load).
   */
  type: ProtestType | null;
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/** The stored draft, or null when there is none or it is not one (storage is never trusted). */
export function readClaimDraft(): ClaimDraft | null {
  const stored = readStored('local', storageKeys.protestFaq);
  if (!isRecord(stored) || !isJourneySet(stored.journeySet) || !isIdList(stored.journeyIds)) {
    return null;
  }
  const known = new Set(stored.journeySet.journeys.map((journey) => journey.id));
  return {
    journeySet: stored.journeySet,
    journeyIds: stored.journeyIds.filter((id) => known.has(id)),
    type: typeof stored.type === 'string' ? (stored.type as ProtestType) : null,
  };
}

/** A new claim on these trips, none chosen yet (the lookup of form/claim, a trips list's link). */
export function startClaimDraft(journeySet: JourneySet): void {
  writeStored('local', storageKeys.protestFaq, {
    journeySet,
    journeyIds: [],
    type: null,
  } satisfies ClaimDraft);
}

/** The trips chosen on claim/select, and the type of their claim. */
export function chooseClaimJourneys(journeyIds: readonly string[], type: ProtestType): void {
  const draft = readClaimDraft();
  if (!draft) return;
  writeStored('local', storageKeys.protestFaq, {
    ...draft,
    journeyIds: [...journeyIds],
    type,
  } satisfies ClaimDraft);
}

/** The chosen trips themselves, in the set's order. */
export function chosenJourneys(draft: ClaimDraft): Journey[] {
  const chosen = new Set(draft.journeyIds);
  return draft.journeySet.journeys.filter((journey) => chosen.has(journey.id));
}

/** Paid trips leave the claim in progress: there is nothing left to contest on them. */
export function forgetPaidClaimJourneys(paidIds: ReadonlySet<string>): void {
  const draft = readClaimDraft();
  if (!draft || paidIds.size === 0) return;
  writeStored('local', storageKeys.protestFaq, {
    journeySet: {
      ...draft.journeySet,
      journeys: draft.journeySet.journeys.filter((journey) => !paidIds.has(journey.id)),
    },
    journeyIds: draft.journeyIds.filter((id) => !paidIds.has(id)),
    type: draft.type,
  } satisfies ClaimDraft);
}

/**
 * Where a claim in progress continues (the result page's "continue claim"), or null when none is:
 * the claim form once trips are chosen, else the choice of trips.
 */
export function pendingClaimPage(): 'claim' | 'claim/select' | null {
  const draft = readClaimDraft();
  if (!draft) return null;
  return draft.journeyIds.length > 0 ? 'claim' : 'claim/select';
}

/**
 * A sent claim ends the draft, and its trips show as contested in the stored lookup at once (the
 * server marks them too: the next lookup says the same).
 */
export function endClaimDraft(contestedIds: readonly string[]): void {
  removeStored('local', storageKeys.protestFaq);
  const contested = new Set(contestedIds);
  const set = readStored('local', storageKeys.journeys);
  if (contested.size === 0 || !isRecord(set) || !Array.isArray(set.journeys)) return;
  writeStored('local', storageKeys.journeys, {
    ...set,
    journeys: set.journeys.map((journey: unknown) =>
      isRecord(journey) && typeof journey.id === 'string' && contested.has(journey.id)
        ? { ...journey, contested: true }
        : journey,
    ),
  });
}
