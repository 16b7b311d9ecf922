import {
  createProtestClaimSchema,
  type CreateProtestClaim,
  protestFormFields,
} from '@portico/contract';
import type { AuthenticatedAccount } from '../accounts/sessions.ts';
import { jsonPartOf, parsedPart, type Upload } from '../../shared/attachments/index.ts';
import { AppError } from '../../shared/app-error.ts';

/**
 * The `claim` part of POST /protests (JSON, createProtestClaimSchema). A renter's claim naming no
 * journey is the spec's renter_protest_no_journey_selected; anyone else's is a bad request.
 */
export function claimOf(upload: Upload, account: AuthenticatedAccount | null): CreateProtestClaim {
  const value = jsonPartOf(upload, protestFormFields.claim);
  if (account?.accountType === 'renter' && namesNoJourney(value)) {
    throw new AppError(400, 'renter_protest_no_journey_selected');
  }
  return parsedPart(protestFormFields.claim, createProtestClaimSchema, value);
}

function namesNoJourney(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { journeyIds } = value as { journeyIds?: unknown };
  return journeyIds === undefined || (Array.isArray(journeyIds) && journeyIds.length === 0);
}
