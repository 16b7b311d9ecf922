import { computePayboxHmac, isPayboxHashAlgorithm, payboxHmacEquals } from '../paybox/hmac.ts';
import { PAYBOX_DIRECT_TYPES } from '../paybox/direct-request.ts';
import { PAYBOX_REFUNDED_STATUS } from '../paybox/direct-response.ts';
import type { SimulatorLedger } from './ledger.ts';
import type { PayboxSimulatorShop } from './paybox-reply.ts';

/**
 * The Paybox Direct simulator's protocol side, pure (psp-protocols.md 5.2 to 5.9): checks a
 * question the way the platform does and answers refunds (00014) and inquiries (00017) of the
 * payments the hosted page settled. Codes: 00006 for a wrong HMAC, site or rang (5.2, 5.6 "Accès
 * refusé"), 00005 for a NUMQUESTION already used today or malformed, 00013 for an unknown VERSION,
 * 00014 for a malformed frame, 00018 for an unknown transaction, 00011 for an amount over what is
 * left to refund, 00010 for another currency. `ERRORCODETEST` forces a code without acting, as in
 * pre-production (5.3).
 */

export type PayboxDirectAnswerFields = readonly (readonly [string, string])[];

export interface PayboxDirectState {
  readonly ledger: SimulatorLedger;
  /** NUMQUESTION values seen, per `site|DATEQ day`. */
  readonly seenQuestions: Map<string, Set<number>>;
  readonly newTransaction: () => string;
}

const ACCESS_REFUSED = 'PAYBOX : Accès refusé ou site/rang/clé invalide';
const DONE = 'Demande traitée avec succès';
const MAX_SEEN_DAYS = 3;

export function answerPayboxDirect(
  pairs: readonly (readonly [string, string])[],
  shop: PayboxSimulatorShop,
  state: PayboxDirectState,
): PayboxDirectAnswerFields {
  const form = new Map<string, string>();
  let repeated: string | undefined;
  for (const [name, value] of pairs) {
    if (form.has(name)) repeated ??= name;
    form.set(name, value);
  }
  const get = (name: string) => form.get(name) ?? '';
  const echo: [string, string][] = [
    ['NUMQUESTION', get('NUMQUESTION')],
    ['SITE', get('SITE')],
    ['RANG', get('RANG')],
  ];
  function fail(code: string, comment: string): PayboxDirectAnswerFields {
    return [
      ['NUMTRANS', '0000000000'],
      ['NUMAPPEL', '0000000000'],
      ...echo,
      ['AUTORISATION', ''],
      ['CODEREPONSE', code],
      ['COMMENTAIRE', comment],
    ];
  }

  if (repeated !== undefined) return fail('00014', `${repeated} en double`);

  // Authentication first (5.2): HMAC over the other fields in posted order, with HASH's algorithm.
  const hash = form.get('HASH') ?? 'SHA512';
  const hmac = form.get('HMAC');
  if (hmac === undefined || !isPayboxHashAlgorithm(hash)) return fail('00006', 'HMAC requis');
  const signed = pairs
    .filter(([name]) => name !== 'HMAC')
    .map(([name, value]) => ({ name, value }));
  if (!payboxHmacEquals(hmac, computePayboxHmac(signed, shop.hmacKeyHex, hash))) {
    return fail('00006', ACCESS_REFUSED);
  }
  if (get('SITE') !== shop.site || Number(get('RANG')) !== Number(shop.rang)) {
    return fail('00006', ACCESS_REFUSED);
  }
  if (get('VERSION') !== '00103' && get('VERSION') !== '00104') {
    return fail('00013', 'Version non supportée');
  }
  const dateq = get('DATEQ');
  if (!/^[0-9]{8}([0-9]{6})?$/.test(dateq)) return fail('00007', 'Date invalide');
  const number = /^[0-9]{10}$/.test(get('NUMQUESTION')) ? Number(get('NUMQUESTION')) : 0;
  if (number < 1 || number > 2_147_483_647) return fail('00005', 'Numéro de question invalide');
  const dayKey = `${shop.site}|${dateq.slice(0, 8)}`;
  const seen = state.seenQuestions.get(dayKey) ?? new Set<number>();
  if (seen.has(number)) return fail('00005', 'Numéro de question invalide');
  seen.add(number);
  state.seenQuestions.set(dayKey, seen);
  while (state.seenQuestions.size > MAX_SEEN_DAYS) {
    const oldest = state.seenQuestions.keys().next().value;
    if (oldest === undefined) break;
    state.seenQuestions.delete(oldest);
  }

  const forced = form.get('ERRORCODETEST');
  if (forced !== undefined && /^[0-9]{5}$/.test(forced)) return fail(forced, 'Code forcé');

  const transaction = get('NUMTRANS');
  const call = get('NUMAPPEL');
  if (!/^[0-9]{10}$/.test(transaction) || !/^[0-9]{10}$/.test(call)) {
    return fail('00014', 'Mandatory values missing keyword:13');
  }
  const type = get('TYPE');
  if (type === PAYBOX_DIRECT_TYPES.refund) {
    const amount = /^[0-9]{1,10}$/.test(get('MONTANT')) ? Number(get('MONTANT')) : 0;
    if (amount <= 0) return fail('00011', 'Montant invalide');
    if (get('DEVISE') !== '978') return fail('00010', 'Devise inconnue');
    const payment = state.ledger.payment(String(Number(transaction)));
    if (!payment || Number(payment.secondary) !== Number(call)) {
      return fail('00018', 'Transaction non trouvée');
    }
    if (amount > payment.amountCents - state.ledger.refundedCents(payment)) {
      return fail('00011', 'Montant invalide');
    }
    const id = state.newTransaction();
    state.ledger.addRefund(String(Number(transaction)), {
      id,
      amountCents: amount,
      key: get('REFERENCE'),
    });
    return [
      ['NUMTRANS', id.padStart(10, '0')],
      ['NUMAPPEL', call],
      ...echo,
      ['AUTORISATION', 'XXXXXX'],
      ['CODEREPONSE', '00000'],
      ['COMMENTAIRE', DONE],
    ];
  }
  if (type === PAYBOX_DIRECT_TYPES.inquiry) {
    const key = String(Number(transaction));
    const refundOf = state.ledger.paymentOfRefund(key);
    const payment = state.ledger.payment(refundOf ?? key);
    if (!payment) return fail('00018', 'Transaction non trouvée');
    const refunded = refundOf !== undefined || payment.refunds.length > 0;
    return [
      ['NUMTRANS', transaction],
      ['NUMAPPEL', call],
      ...echo,
      ['AUTORISATION', ''],
      ['CODEREPONSE', '00000'],
      ['COMMENTAIRE', DONE],
      ['STATUS', refunded ? PAYBOX_REFUNDED_STATUS : 'Capturé'],
      ['REMISE', '000000001'],
    ];
  }
  return fail('00014', 'Type non supporté');
}

/**
 * The answer's body as the platform sends it: `KEY=value&...` with raw spaces and accents in
 * ISO-8859-1 (5.4).
 */
export function payboxDirectAnswerBody(fields: PayboxDirectAnswerFields): Buffer {
  return Buffer.from(fields.map(([name, value]) => `${name}=${value}`).join('&'), 'latin1');
}
