import { describe, expect, it } from 'vitest';
import {
  canChoose,
  chosenCategory,
  contestableList,
  groupByClaimCategory,
  isContestable,
  protestTypeOfChoice,
  toggleClaimJourney,
} from './claim-choice.ts';
import { makeJourney } from './journey-factory.ts';

const notice = makeJourney({ id: 'notice', nature: 'latePayment', paymentLimit: 'BEFORE_OMP' });
const primo = makeJourney({ id: 'primo', nature: 'latePayment', paymentLimit: 'PRIMO_DESIGNATED' });
const autre = makeJourney({ id: 'autre', nature: 'latePayment', paymentLimit: 'AUTRE' });
const cnp = makeJourney({ id: 'cnp', nature: 'nonPaymentDeclaration', paymentLimit: 'INFRACTION' });
const omp = makeJourney({ id: 'omp', nature: 'latePayment', paymentLimit: 'OMP' });
const trip = makeJourney({ id: 'trip' });
const contested = makeJourney({ id: 'contested', paymentLimit: 'BEFORE_OMP', contested: true });
const prepaid = makeJourney({ id: 'prepaid', status: 'PREPAYMENT', completed: false });
const all = [notice, primo, autre, cnp, omp, trip, contested];

describe('claim/select groups (spec 000 section 4 "Claim category")', () => {
  it('groups BEFORE_OMP and PRIMO_DESIGNATED as late payment, AUTRE as free flow, OMP apart', () => {
    const groups = groupByClaimCategory(all);
    expect(groups.retardPaiement.map((j) => j.id)).toEqual(['notice', 'primo', 'contested']);
    expect(groups.cnp.map((j) => j.id)).toEqual(['cnp']);
    expect(groups.fluxLibre.map((j) => j.id)).toEqual(['autre', 'trip']);
    expect(groups.omp.map((j) => j.id)).toEqual(['omp']);
  });

  it('leaves prepaid trips out of the list', () => {
    expect(contestableList([trip, prepaid]).map((j) => j.id)).toEqual(['trip']);
  });
});

describe('choosing the trips of one claim', () => {
  it('never an OMP trip nor one already contested', () => {
    expect(isContestable(omp)).toBe(false);
    expect(isContestable(contested)).toBe(false);
    expect(isContestable(cnp)).toBe(true);
    expect(toggleClaimJourney(new Set(), omp, all).size).toBe(0);
    expect(toggleClaimJourney(new Set(), contested, all).size).toBe(0);
  });

  it('once a category is chosen, only its trips can be added', () => {
    const chosen = toggleClaimJourney(new Set(), notice, all);
    expect(chosenCategory(chosen, all)).toBe('retardPaiement');
    expect(canChoose(primo, chosen, all)).toBe(true);
    expect(canChoose(trip, chosen, all)).toBe(false);
    expect(canChoose(cnp, chosen, all)).toBe(false);
    expect([...toggleClaimJourney(chosen, trip, all)]).toEqual(['notice']);
    expect([...toggleClaimJourney(chosen, primo, all)].sort()).toEqual(['notice', 'primo']);
  });

  it('unticking the last trip of a category frees the others', () => {
    const none = toggleClaimJourney(new Set(['notice']), notice, all);
    expect(none.size).toBe(0);
    expect(canChoose(trip, none, all)).toBe(true);
  });
});

describe('protestTypeOfChoice (the type query of the claim calls)', () => {
  it.each([
    [[notice, primo], 'LATE_PAYMENT'],
    [[cnp], 'CNP'],
    [[trip, autre], 'FREE_FLOW'],
    [[], null],
    [[notice, trip], null],
    [[omp], null],
    [[contested], null],
  ] as const)('%#', (chosen, expected) => {
    expect(protestTypeOfChoice(chosen)).toBe(expected);
  });
});
