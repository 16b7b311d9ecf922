/**
 * Why a Paybox System message could not be built or read. One class with a reason and, for input
 * checks, the field at fault, so that the service can map it to an API error code and log forged
 * or garbled returns without answering them with a 500 (mirrors axepta/errors.ts).
 */
export type PayboxErrorReason =
  /** A value given to build a request breaks a rule of psp-protocols.md 1.2 (field names it). */
  | 'invalid_field'
  /** The HMAC key is not even-length hex, or a public / private key PEM cannot be read. */
  | 'invalid_key'
  /** The RSA-SHA1 signature is missing, garbled, or made by none of our public keys (1.5). */
  | 'bad_signature'
  /** A reply variable the service needs (amount, reference, result code) is absent. */
  | 'missing_field'
  /** A reply variable is present but not in its documented shape, or appears twice. */
  | 'malformed';

export class PayboxError extends Error {
  override name = 'PayboxError';

  readonly reason: PayboxErrorReason;
  readonly field: string | undefined;

  constructor(reason: PayboxErrorReason, message: string, field?: string) {
    super(message);
    this.reason = reason;
    this.field = field;
  }
}
