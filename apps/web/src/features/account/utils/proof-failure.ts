import type { ErrorCode } from '@portico/contract';
import { errorMessageKey } from '../../../lib/errors.ts';
import type { MessageKey } from '../../../lib/i18n.ts';

/** Where the verify dialog shows a refused proof: at the receipt field, or above its buttons. */
export interface ProofFailure {
  place: 'field' | 'dialog';
  key: MessageKey;
}

/**
 * The verify dialog's reading of POST /users/me/plates/{id}/proof's refusals (issue 24): no
 * payment found without a number (403: type one), a number that is not one of this vehicle's
 * receipts (400), too many wrong numbers (429, held a while); anything else as the catalogue says.
 */
export function proofFailure(code: ErrorCode | null): ProofFailure {
  switch (code) {
    case 'vehicle_proof_required':
      return { place: 'field', key: 'account.vehicles.proof.notFound' };
    case 'vehicle_proof_invalid':
    case 'invalid_request':
      return { place: 'field', key: 'errors.vehicle_proof_invalid' };
    case 'too_many_requests':
      return { place: 'dialog', key: 'account.vehicles.proof.tooMany' };
    default:
      return { place: 'dialog', key: errorMessageKey(code) };
  }
}
