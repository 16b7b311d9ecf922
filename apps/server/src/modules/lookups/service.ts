import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { CaptchaService } from '../captcha/service.ts';

/** The public trip lookups (GET /journeys, /detailedJourneys), vehicles, company and page data. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the lookups work
export interface LookupsService {}

export function createLookupsService(
  _db: Database,
  _deps: { captcha: CaptchaService; lookup: Config['lookup'] },
): LookupsService {
  return {};
}
