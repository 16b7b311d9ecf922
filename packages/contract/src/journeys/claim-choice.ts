import { protestTypeOfClaimCategory, type ProtestType } from '../protests/vocabulary.ts';
import type { Journey, JourneyId } from './journey.ts';
import { claimCategory, type ClaimCategory } from './journey-category.ts';
import { isSelectable } from './selection.ts';

/**
 * The choice of trips to contest on claim/select (spec 000 section 4, "claim mode" and "Claim
 * category"; issue 14): nothing starts checked; a claim has one type, so every chosen trip is of
 * one claim category; OMP trips are listed but cannot be contested online; a trip already under
 * a claim cannot be contested again.
 */

type ChoiceFields = Pick<Journey, 'id' | 'paymentLimit' | 'status' | 'contested'>;

/** The groups in the order listed: the three a claim can be about, then the prosecutor's. */
export const claimGroupOrder = [
  'retardPaiement',
  'cnp',
  'fluxLibre',
  'omp',
] as const satisfies readonly ClaimCategory[];

/** The trips a claim may list: a prepaid trip the visitor added is not a charge to contest. */
export function contestableList<J extends ChoiceFields>(journeys: readonly J[]): J[] {
  return journeys.filter((journey) => journey.status !== 'PREPAYMENT');
}

export function groupByClaimCategory<J extends ChoiceFields>(
  journeys: readonly J[],
): Record<ClaimCategory, J[]> {
  const groups: Record<ClaimCategory, J[]> = {
    retardPaiement: [],
    cnp: [],
    fluxLibre: [],
    omp: [],
  };
  for (const journey of journeys) groups[claimCategory(journey)].push(journey);
  return groups;
}

/** The category of the trips chosen so far (they share one), or null when none is chosen. */
export function chosenCategory(
  selection: ReadonlySet<JourneyId>,
  journeys: readonly ChoiceFields[],
): ClaimCategory | null {
  const first = journeys.find((journey) => selection.has(journey.id));
  return first ? claimCategory(first) : null;
}

/** Whether a trip could be contested at all: not with the prosecutor, not already contested. */
export function isContestable(journey: ChoiceFields): boolean {
  return (
    isSelectable(journey, 'claim') &&
    journey.contested !== true &&
    protestTypeOfClaimCategory[claimCategory(journey)] !== null
  );
}

/** Whether its box can be ticked now: contestable, and of the category already chosen if any. */
export function canChoose(
  journey: ChoiceFields,
  selection: ReadonlySet<JourneyId>,
  journeys: readonly ChoiceFields[],
): boolean {
  if (!isContestable(journey)) return false;
  if (selection.has(journey.id)) return true;
  const category = chosenCategory(selection, journeys);
  return category === null || category === claimCategory(journey);
}

/** The selection after a click on a box: the trip flips on its own, when it can be chosen. */
export function toggleClaimJourney(
  selection: ReadonlySet<JourneyId>,
  journey: ChoiceFields,
  journeys: readonly ChoiceFields[],
): Set<JourneyId> {
  const next = new Set(selection);
  if (!canChoose(journey, selection, journeys)) return next;
  if (next.has(journey.id)) next.delete(journey.id);
  else next.add(journey.id);
  return next;
}

/**
 * The claim's type (spec 000 section 7, `type` of the claim calls) for the chosen trips: null
 * when none is chosen, or when they do not make one valid claim (stored state is not trusted).
 */
export function protestTypeOfChoice(chosen: readonly ChoiceFields[]): ProtestType | null {
  const [first] = chosen;
  if (!first || !chosen.every(isContestable)) return null;
  const category = claimCategory(first);
  if (chosen.some((journey) => claimCategory(journey) !== category)) return null;
  return protestTypeOfClaimCategory[category];
}
