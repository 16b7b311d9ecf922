import { sendReceiptBodySchema, type ErrorCode } from '@portico/contract';

/** Spec 000 "E-mail input": the longest address accepted. */
export const emailMaxLength = 100;

/** The receipt form's check, with the contract's rule: required, a valid address of 100 at most. */
export function receiptEmailError(email: string): ErrorCode | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'email_mandatory';
  return sendReceiptBodySchema.shape.email.safeParse(trimmed).success ? null : 'email_invalid';
}
