import type { Database } from '../../db/database.ts';
import type { JourneysLogger } from '../journeys/service.ts';

/** The case import (POST /cases): CNP findings and IRIS cases become payable journeys. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the cases work
export interface CasesService {}

export function createCasesService(
  _db: Database,
  _deps: { logger?: JourneysLogger },
): CasesService {
  return {};
}
