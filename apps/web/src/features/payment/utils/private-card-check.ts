import {
  privateCardProblems,
  privateCardValidity,
  type PrivateCardField,
  type PrivateCardType,
} from '@portico/contract';
import { emailProblem } from '../../../components/email-problem.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';

/** The fleet-card form as typed (the expiry as MM/YY). */
export type PrivateCardValues = Record<PrivateCardField, string>;

/** The card as the payment call takes it: the expiry as sent, YYMM. */
export type CheckedPrivateCard = PrivateCardValues;

// privateCardPaymentBodySchema's e-mail rule (z.email(), at most 100 characters) without Zod:
// email.ts keeps the contract's pattern the same as Zod's.
const isEmail = (email: string) => emailProblem(email, true) === null;

/**
 * The contract's fleet-card rules (privateCardProblems: number of the card type's length, MM/YY
 * expiry, CVV when the card has one, e-mail), which its payment schema leaves to them. Zod-free and
 * immediate: the submit button is disabled while a field is at fault, so the form's validity
 * must follow every key. Whether the card has expired is not a fault of the format (the button
 * stays enabled for it): the form checks it when a field is left and when sent.
 */
export function privateCardResolver(cardType: PrivateCardType) {
  return ruleResolver<PrivateCardValues, CheckedPrivateCard>((form) => {
    const problems = privateCardProblems({ cardType, ...form }, isEmail);
    const validity = privateCardValidity(form.cardValidity);
    if (problems.length === 0 && validity !== null) {
      return { ok: true, value: { ...form, cardValidity: validity } };
    }
    const errors: Partial<Record<PrivateCardField, `payment.card.problems.${PrivateCardField}`>> =
      {};
    for (const field of problems) errors[field] = `payment.card.problems.${field}`;
    return { ok: false, errors };
  });
}
