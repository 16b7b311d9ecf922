import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type ApiKeysService, createApiKeysService } from './modules/api-keys/service.ts';
import { type ContentService, createContentService } from './modules/content/service.ts';
import { createHelpService, type HelpService } from './modules/help/service.ts';
import {
  createJourneysService,
  type JourneysLogger,
  type JourneysService,
} from './modules/journeys/service.ts';
import { createPassagesService, type PassagesService } from './modules/passages/service.ts';
import { createWhitelabelService, type WhitelabelService } from './modules/whitelabel/service.ts';

/** The use cases of every capability, wired once: features meet here, not by importing each other. */
export interface Services {
  apiKeys: ApiKeysService;
  content: ContentService;
  help: HelpService;
  journeys: JourneysService;
  passages: PassagesService;
  whitelabel: WhitelabelService;
}

export function createServices(
  db: Database,
  config: Pick<Config, 'defaultWhitelabel' | 'contentCacheMs'>,
  { logger, clock = () => new Date() }: { logger?: JourneysLogger; clock?: () => Date } = {},
): Services {
  const cacheMs = config.contentCacheMs;
  const content = createContentService(db, { cacheMs });
  const journeys = createJourneysService(db, { logger });
  return {
    apiKeys: createApiKeysService(db),
    content,
    help: createHelpService(db, { cacheMs }),
    journeys,
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
