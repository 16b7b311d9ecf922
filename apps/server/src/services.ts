import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type ApiKeysService, createApiKeysService } from './modules/api-keys/service.ts';
import { type CaptchaService, createCaptchaService } from './modules/captcha/service.ts';
import { type CasesService, createCasesService } from './modules/cases/service.ts';
import { type ContentService, createContentService } from './modules/content/service.ts';
import { createHelpService, type HelpService } from './modules/help/service.ts';
import {
  createJourneysService,
  type JourneysLogger,
  type JourneysService,
} from './modules/journeys/service.ts';
import { createLookupsService, type LookupsService } from './modules/lookups/service.ts';
import { createPassagesService, type PassagesService } from './modules/passages/service.ts';
import { createWhitelabelService, type WhitelabelService } from './modules/whitelabel/service.ts';

/** The use cases of every capability, wired once: features meet here, not by importing each other. */
export interface Services {
  apiKeys: ApiKeysService;
  captcha: CaptchaService;
  cases: CasesService;
  content: ContentService;
  help: HelpService;
  journeys: JourneysService;
  lookups: LookupsService;
  passages: PassagesService;
  whitelabel: WhitelabelService;
}

export function createServices(
  db: Database,
  config: Pick<Config, 'defaultWhitelabel' | 'contentCacheMs' | 'lookup'>,
  { logger, clock = () => new Date() }: { logger?: JourneysLogger; clock?: () => Date } = {},
): Services {
  const cacheMs = config.contentCacheMs;
  const content = createContentService(db, { cacheMs });
  const journeys = createJourneysService(db, { logger });
  const captcha = createCaptchaService(db, config.lookup);
  return {
    apiKeys: createApiKeysService(db),
    captcha,
    cases: createCasesService(db, { logger, clock }),
    content,
    help: createHelpService(db, { cacheMs }),
    journeys,
    lookups: createLookupsService(db, { captcha, content, lookup: config.lookup, clock, cacheMs }),
    // Ingestion rebuilds the journeys of the vehicles it stored passages for.
    passages: createPassagesService(db, {
      afterStore: (whitelabelId, plates) => journeys.rebuildPlates(whitelabelId, plates, clock()),
    }),
    whitelabel: createWhitelabelService({
      db,
      content,
      defaultWhitelabel: config.defaultWhitelabel,
      cacheMs,
    }),
  };
}
