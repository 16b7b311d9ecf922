import type { Journey, JourneyId } from './journey.ts';
import type { Selection } from './selection.ts';

/** The blocking modals of spec 000/001 section 8, titled "Pagamento bloccato". */
export type BlockedPaymentModal = 'in_progress' | 'omp';

export type PaymentStart<J> =
  | { kind: 'blocked'; modal: BlockedPaymentModal }
  | { kind: 'pay'; journeys: J[]; count: number; total: number }
  | { kind: 'nothing' };

type PaymentStartFields = Pick<Journey, 'id' | 'status' | 'paymentLimit' | 'totalPrice'>;

/**
 * "Payment start on the journeys screen, in order": (1) any trip with status EN_COURS blocks with
 * the "in_progress" modal; (2) otherwise any trip with paymentLimit OMP blocks with "omp"; (3)
 * otherwise the selected trips are paid: their count and total (sum of totalPrice, cents).
 * `journeys` is the whole set, not the listed rows: "OMP trips are filtered out of the list on
 * this screen, but the OMP check remains". Selected trips keep the set's order.
 */
export function paymentStart<J extends PaymentStartFields>(
  journeys: readonly J[],
  selection: Selection,
): PaymentStart<J> {
  if (journeys.some((journey) => journey.status === 'EN_COURS')) {
    return { kind: 'blocked', modal: 'in_progress' };
  }
  if (journeys.some((journey) => journey.paymentLimit === 'OMP')) {
    return { kind: 'blocked', modal: 'omp' };
  }
  const ids: ReadonlySet<JourneyId> = selection instanceof Set ? selection : new Set(selection);
  const selected = journeys.filter((journey) => ids.has(journey.id));
  if (selected.length === 0) return { kind: 'nothing' };
  return {
    kind: 'pay',
    journeys: selected,
    count: selected.length,
    total: selected.reduce((sum, journey) => sum + journey.totalPrice, 0),
  };
}
