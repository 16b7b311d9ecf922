import {
  createProtestClaimSchema,
  type CreateProtestClaim,
  protestFormFields,
} from '@portico/contract';
import type { AuthenticatedAccount } from '../accounts/sessions.ts';
import type { Upload } from '../../shared/attachments/index.ts';
import { AppError } from '../../shared/app-error.ts';

/**
 * The `claim` part of POST /protests (JSON, createProtestClaimSchema). A renter's claim naming no
 * journey is the spec's renter_protest_no_journey_selected; anyone else's is a bad request.
 */
export function claimOf(upload: Upload, account: AuthenticatedAccount | null): CreateProtestClaim {
  const text = upload.fields.get(protestFormFields.claim);
  if (text === undefined) {
    throw new AppError(400, 'invalid_request', [
      { path: protestFormFields.claim, code: 'required' },
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, 'invalid_request', [{ path: protestFormFields.claim, code: 'json' }]);
  }
  if (account?.accountType === 'renter' && namesNoJourney(value)) {
    throw new AppError(400, 'renter_protest_no_journey_selected');
  }
  const parsed = createProtestClaimSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      400,
      'invalid_request',
      parsed.error.issues.map((issue) => ({
        path: [protestFormFields.claim, ...issue.path.map(String)].join('.'),
        code: issue.code,
      })),
    );
  }
  return parsed.data;
}

function namesNoJourney(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { journeyIds } = value as { journeyIds?: unknown };
  return journeyIds === undefined || (Array.isArray(journeyIds) && journeyIds.length === 0);
}
