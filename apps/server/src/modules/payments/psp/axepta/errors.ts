/**
 * Why an Axepta (Computop Paygate) message could not be built or read. One class with a reason and,
 * for input checks, the field at fault, so that the service can map it to an API error code and
 * log forged or garbled notifications without ever answering them with a 500
 * (psp-protocols.md 2.7: a 500 makes the platform retry for about 24 h).
 */
export type AxeptaErrorReason =
  /** A value given to build a request breaks a rule of section 2.2 (field names it). */
  | 'invalid_field'
  /** A key (HMAC or Blowfish password) is empty or not printable ASCII. */
  | 'invalid_key'
  /** A value cannot be written in ISO-8859-1 (section 2.3 step 1, 2.7). */
  | 'not_latin1'
  /** Data is not an even-length hex string of whole 8-byte blocks. */
  | 'bad_hex'
  /** Len is not a decimal integer that fits in the decrypted bytes. */
  | 'bad_len'
  /** Data is larger than we accept to decrypt (section 2.7: cap it against CPU abuse). */
  | 'data_too_large'
  /** Len or Data, or a field the response MAC needs, is missing. */
  | 'missing_field'
  /** The decrypted text is not `key=value&...`, or a field appears twice with two values. */
  | 'malformed'
  /** The response MAC does not match: forged, or encrypted with another merchant's keys. */
  | 'mac_mismatch'
  /** The message names another merchant than ours. */
  | 'merchant_mismatch'
  /** Code is not the eight characters of section 2.5. */
  | 'bad_code';

export class AxeptaError extends Error {
  override name = 'AxeptaError';

  readonly reason: AxeptaErrorReason;
  readonly field: string | undefined;

  constructor(reason: AxeptaErrorReason, message: string, field?: string) {
    super(message);
    this.reason = reason;
    this.field = field;
  }
}
