import type { Journey, JourneyId } from './journey.ts';

/**
 * The trip selection rules (spec 000 section 4 "Journey selection", spec 001 section 4 "Trip
 * selection") over journeys and a selection of journey ids: the spec's "checked flag".
 *
 * - travels: the trips lists (/travels, paymentNotice); completed non-OMP trips start checked.
 * - journeys: the not-logged-in journeys screen; OMP trips are not listed, all others start checked.
 * - claim: choosing trips to contest; nothing starts checked, rows are not clickable.
 */
export type SelectionMode = 'travels' | 'journeys' | 'claim';

export type Selection = ReadonlySet<JourneyId> | readonly JourneyId[];

type SelectionFields = Pick<Journey, 'id' | 'completed' | 'paymentLimit'> &
  Partial<Pick<Journey, 'status'>>;

const toSet = (selection: Selection): ReadonlySet<JourneyId> =>
  selection instanceof Set ? selection : new Set(selection);

const isOmp = (journey: Pick<Journey, 'paymentLimit'>) => journey.paymentLimit === 'OMP';

/**
 * A finished trip in the spec's sense: completed and not OMP. The same predicate decides the
 * pre-checked trips, so a fresh selection on the trips lists has every finished trip selected.
 */
export function isFinished(journey: Pick<Journey, 'completed' | 'paymentLimit'>): boolean {
  return journey.completed && !isOmp(journey);
}

/**
 * A trip still on the road: no exit yet, so no price to pay. On the journeys screen it is never
 * checked nor counted in the total (issue 26 item 4): its row offers "Completa il viaggio".
 */
export function isOngoing(journey: Partial<Pick<Journey, 'status' | 'completed'>>): boolean {
  return journey.status === 'EN_COURS' && journey.completed !== true;
}

/** The rows a screen lists: the journeys screen leaves OMP trips out, the others list all. */
export function visibleJourneys<J extends Pick<Journey, 'paymentLimit'>>(
  journeys: readonly J[],
  mode: SelectionMode,
): J[] {
  return mode === 'journeys' ? journeys.filter((journey) => !isOmp(journey)) : [...journeys];
}

export function initialSelection(
  journeys: readonly SelectionFields[],
  mode: SelectionMode,
): Set<JourneyId> {
  switch (mode) {
    case 'travels':
      return new Set(journeys.filter(isFinished).map((journey) => journey.id));
    case 'journeys':
      return new Set(
        visibleJourneys(journeys, mode)
          .filter((journey) => !isOngoing(journey))
          .map((journey) => journey.id),
      );
    case 'claim':
      return new Set();
  }
}

/**
 * Whether a row can be checked at all: never an OMP trip (sent to the prosecutor: not payable
 * online), never a row its screen disables, never an ongoing trip on the journeys screen (it is
 * completed first; the trips lists may pay a rented vehicle's ongoing trip by its inProgressId).
 */
export function isSelectable(
  journey: Pick<Journey, 'paymentLimit'> & Partial<Pick<Journey, 'status' | 'completed'>>,
  mode: SelectionMode,
  { disabled = false }: { disabled?: boolean } = {},
): boolean {
  return !disabled && !isOmp(journey) && !(mode === 'journeys' && isOngoing(journey));
}

function allFinishedSelected(
  selection: ReadonlySet<JourneyId>,
  journeys: readonly SelectionFields[],
): boolean {
  return journeys.filter(isFinished).every((journey) => selection.has(journey.id));
}

/**
 * "Finished non-OMP trips must be selected all together; in-progress and other trips are enabled
 * only when all finished ones are selected." A finished trip is always enabled (toggling it
 * toggles all of them); another trip only once every finished one is selected (trivially so when
 * there is none). OMP trips never. In claim mode each trip is contested on its own, so every
 * non-OMP trip is enabled: the all-together rule is about paying (missing_post_payment_with_prepayment).
 */
export function isEnabled(
  journey: SelectionFields,
  selection: Selection,
  journeys: readonly SelectionFields[],
  mode: SelectionMode = 'travels',
): boolean {
  if (isOmp(journey)) return false;
  if (mode === 'claim' || isFinished(journey)) return true;
  return allFinishedSelected(toSet(selection), journeys);
}

/**
 * The selection after a click on a checkbox, as a new set (the one given is not changed).
 * - A finished trip: if all finished trips are selected, unselect them all and with them every
 *   other trip (those were only enabled because all finished ones were selected); otherwise
 *   select all finished trips.
 * - Another trip: flip it, only when it is enabled; a disabled or OMP trip changes nothing.
 * - Claim mode: flip any selectable trip on its own.
 */
export function toggle(
  selection: Selection,
  journey: SelectionFields,
  journeys: readonly SelectionFields[],
  mode: SelectionMode = 'travels',
): Set<JourneyId> {
  const current = toSet(selection);
  const next = new Set(current);
  if (!isEnabled(journey, current, journeys, mode) || !isSelectable(journey, mode)) return next;
  if (mode !== 'claim' && isFinished(journey)) {
    if (allFinishedSelected(current, journeys)) return new Set();
    for (const finished of journeys.filter(isFinished)) next.add(finished.id);
    return next;
  }
  if (next.has(journey.id)) next.delete(journey.id);
  else next.add(journey.id);
  return next;
}

/**
 * Whether a selection obeys the rules, for checking what a client sends: only known, non-OMP trips,
 * and other trips only together with every finished one. The empty selection is valid.
 */
export function isValidSelection(
  selection: Selection,
  journeys: readonly SelectionFields[],
): boolean {
  const ids = toSet(selection);
  const byId = new Map(journeys.map((journey) => [journey.id, journey]));
  for (const id of ids) {
    const journey = byId.get(id);
    if (!journey || isOmp(journey)) return false;
    if (!isFinished(journey) && !allFinishedSelected(ids, journeys)) return false;
  }
  return true;
}

export type ClickAction = 'inProgress' | 'toggle' | 'none';

/**
 * What clicking a row does. Claim mode: nothing (rows are not hover-clickable). An ongoing,
 * non-completed trip opens the in-progress screen (to declare its exit), unless rental dates are
 * stored: that screen is the prepayment screen, which rental vehicles cannot use, so their ongoing
 * trips toggle like the others. A row
 * that cannot be selected does nothing; any other row toggles.
 */
export function clickAction(
  journey: Pick<Journey, 'status' | 'completed' | 'paymentLimit'>,
  {
    hasRentalDates,
    mode = 'travels',
    disabled = false,
  }: { hasRentalDates: boolean; mode?: SelectionMode; disabled?: boolean },
): ClickAction {
  if (mode === 'claim' || disabled) return 'none';
  if (journey.status === 'EN_COURS' && !journey.completed && !hasRentalDates) return 'inProgress';
  return isSelectable(journey, mode) ? 'toggle' : 'none';
}

/** Spec 001 section 4: the prepayment link shows only if all finished trips are selected. */
export function canShowPrepaymentLink(
  selection: Selection,
  journeys: readonly SelectionFields[],
): boolean {
  return allFinishedSelected(toSet(selection), journeys);
}

/** Spec 000 section 4: the delete icon shows only for status PREPAYMENT. */
export function showsDeleteIcon(journey: Pick<Journey, 'status'>): boolean {
  return journey.status === 'PREPAYMENT';
}
