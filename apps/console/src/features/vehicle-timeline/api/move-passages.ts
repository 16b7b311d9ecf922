import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Moves passages read from a wrong plate to the right one (a fresh passkey check). */
export function movePassages(
  language: Language,
  body: { passageIds: string[]; toPlate: string; toCountry: string; reason: string },
) {
  return apiRequest(routes.movePassages, { language, body });
}
