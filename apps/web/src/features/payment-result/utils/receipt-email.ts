import { isEmailAddress, type ErrorCode } from '@portico/contract';

/** Spec 000 "E-mail input": the longest address accepted. */
export const emailMaxLength = 100;

/**
 * The receipt form's check, with the contract's rule (sendReceiptBodySchema's email): required, a
 * valid address of 100 at most. The contract's pattern rather than its schema: the success page
 * has no other use for Zod.
 */
export function receiptEmailError(email: string): ErrorCode | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'email_mandatory';
  return trimmed.length <= emailMaxLength && isEmailAddress(trimmed) ? null : 'email_invalid';
}
