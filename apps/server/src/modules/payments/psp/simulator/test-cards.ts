/**
 * The simulators' test cards, one table for both PSPs and for the card pages that list them. The
 * first three are the published Paybox test cards (psp-protocols.md 1.7) and Axepta's simulation
 * Visa (2.6); the refused and pending ones are ours. Expiry and CVV are never checked, as on the
 * real test platforms (1.7).
 */

export type CardBehaviour = 'success' | 'refused' | 'pending';

export interface CardResult {
  readonly behaviour: CardBehaviour;
  /** Paybox E (1.6); 99999 for pending, the final code being 00000. */
  readonly payboxCode: string;
  /** Axepta Code (2.5): class 0 success, 2 error, 6 pending. Module and detail digits are ours. */
  readonly axeptaCode: string;
}

export interface TestCard extends CardResult {
  readonly pan: string;
  /** What the card does, shown on the card pages (French, like the pages). */
  readonly description: string;
}

const SUCCESS: CardResult = { behaviour: 'success', payboxCode: '00000', axeptaCode: '00000000' };

export const TEST_CARDS: readonly TestCard[] = [
  { pan: '4012001037141112', description: 'Paiement accepté (carte 3-D Secure)', ...SUCCESS },
  { pan: '1111222233334444', description: 'Paiement accepté', ...SUCCESS },
  { pan: '4111111111111111', description: 'Paiement accepté (Visa)', ...SUCCESS },
  {
    pan: '4000000000000002',
    description: 'Paiement refusé : ne pas honorer (00105)',
    behaviour: 'refused',
    payboxCode: '00105',
    axeptaCode: '22940005',
  },
  {
    pan: '4000000000009995',
    description: 'Paiement refusé : provision insuffisante (00151)',
    behaviour: 'refused',
    payboxCode: '00151',
    axeptaCode: '22940051',
  },
  {
    pan: '4000000000000259',
    description: 'Paiement en attente, puis accepté quelques instants plus tard',
    behaviour: 'pending',
    payboxCode: '99999',
    axeptaCode: '60000000',
  },
];

/** A number that is not a card number: Paybox 00004 "invalid PAN or CVV" (1.6). */
export const INVALID_PAN: CardResult = {
  behaviour: 'refused',
  payboxCode: '00004',
  axeptaCode: '22940014',
};

export function luhnValid(pan: string): boolean {
  if (!/^[0-9]{12,19}$/.test(pan)) return false;
  let sum = 0;
  for (let i = 0; i < pan.length; i += 1) {
    let digit = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a typed card number does: a listed card, else any Luhn-valid number succeeds. */
export function cardResult(typed: string): CardResult {
  const pan = typed.replace(/[\s-]/g, '');
  const card = TEST_CARDS.find((c) => c.pan === pan);
  if (card !== undefined) return card;
  return luhnValid(pan) ? SUCCESS : INVALID_PAN;
}
