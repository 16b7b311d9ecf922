import type { Journey, JourneySummaries, JourneySummary } from './journey.ts';
import type { JourneyCategory } from './vocabulary.ts';

type CategoryFields = Pick<Journey, 'paymentLimit' | 'caseOrigin'>;

/**
 * Spec 000 section 4 "Journey category": AUTRE, BEFORE_OMP, OMP, PRIMO_DESIGNATED give late
 * payment; INFRACTION gives cnp; IRIS gives late payment if the case origin is IRIS, else free
 * flow; anything else (no paymentLimit) free flow.
 */
export function journeyCategory({ paymentLimit, caseOrigin }: CategoryFields): JourneyCategory {
  switch (paymentLimit) {
    case 'AUTRE':
    case 'BEFORE_OMP':
    case 'OMP':
    case 'PRIMO_DESIGNATED':
      return 'retardPaiement';
    case 'INFRACTION':
      return 'cnp';
    case 'IRIS':
      return caseOrigin === 'IRIS' ? 'retardPaiement' : 'fluxLibre';
    default:
      return 'fluxLibre';
  }
}

export const claimCategories = ['retardPaiement', 'omp', 'cnp', 'fluxLibre'] as const;
export type ClaimCategory = (typeof claimCategories)[number];

/**
 * Spec 000 section 4 "Claim category": BEFORE_OMP and PRIMO_DESIGNATED give late payment; OMP
 * gives omp; INFRACTION gives cnp; anything else (AUTRE and IRIS included) free flow. It uses the
 * journey category's names plus `omp`.
 */
export function claimCategory({ paymentLimit }: Pick<Journey, 'paymentLimit'>): ClaimCategory {
  switch (paymentLimit) {
    case 'BEFORE_OMP':
    case 'PRIMO_DESIGNATED':
      return 'retardPaiement';
    case 'OMP':
      return 'omp';
    case 'INFRACTION':
      return 'cnp';
    default:
      return 'fluxLibre';
  }
}

/** The journeys of each category, each group in the order given. */
export function groupByCategory<J extends CategoryFields>(
  journeys: readonly J[],
): Record<JourneyCategory, J[]> {
  const groups: Record<JourneyCategory, J[]> = { retardPaiement: [], cnp: [], fluxLibre: [] };
  for (const journey of journeys) groups[journeyCategory(journey)].push(journey);
  return groups;
}

type SummaryFields = CategoryFields & Pick<Journey, 'totalPrice'>;

function summary(group: readonly SummaryFields[]): JourneySummary {
  return {
    count: group.length,
    price: group.reduce((sum, journey) => sum + journey.totalPrice, 0),
    hasPrimoPassantTravel: group.some((journey) => journey.paymentLimit === 'PRIMO_DESIGNATED'),
  };
}

/** Spec 001 "Summaries per category": count, price (sum of totalPrice), hasPrimoPassantTravel. */
export function summarize(journeys: readonly SummaryFields[]): JourneySummaries {
  const groups = groupByCategory(journeys);
  return {
    retardPaiement: summary(groups.retardPaiement),
    cnp: summary(groups.cnp),
    fluxLibre: summary(groups.fluxLibre),
  };
}
