import {
  protestFormFields,
  routes,
  type CreateProtestClaim,
  type CreateProtestResponse,
  type Language,
  type ProtestType,
} from '@portico/contract';
import { apiUpload } from '../../../lib/api-upload.ts';
import { renterSessionMarker } from '../../../lib/renter-session.ts';

export interface ProtestToSend {
  type: ProtestType;
  /** The lookup's session the trips were found with (a signed-in visitor's bearer also goes). */
  sessionId: string;
  claim: CreateProtestClaim;
  files: readonly File[];
}

/**
 * POST /protests?type&sessionId (spec 000 section 7): the multipart body of the contract, the
 * claim as JSON in its field and each file as an `attachments` part; onProgress follows the
 * upload, 0 to 1.
 */
export function createProtest(
  language: Language,
  { type, sessionId, claim, files }: ProtestToSend,
  onProgress?: (sent: number) => void,
): Promise<CreateProtestResponse> {
  const body = new FormData();
  body.append(protestFormFields.claim, JSON.stringify(claim));
  for (const file of files) body.append(protestFormFields.attachments, file, file.name);
  return apiUpload(routes.createProtest, {
    language,
    // A renter's claim is on its fleet's trips, which its token names: no lookup session.
    query: sessionId === renterSessionMarker ? { type } : { type, sessionId },
    body,
    onProgress,
  });
}
