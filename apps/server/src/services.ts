import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type ApiKeysService, createApiKeysService } from './modules/api-keys/service.ts';
import { type ContentService, createContentService } from './modules/content/service.ts';
import { createHelpService, type HelpService } from './modules/help/service.ts';
import { createPassagesService, type PassagesService } from './modules/passages/service.ts';
import { createWhitelabelService, type WhitelabelService } from './modules/whitelabel/service.ts';

/** The use cases of every capability, wired once: features meet here, not by importing each other. */
export interface Services {
  apiKeys: ApiKeysService;
  content: ContentService;
  help: HelpService;
  passages: PassagesService;
  whitelabel: WhitelabelService;
}

export function createServices(
  db: Database,
  config: Pick<Config, 'defaultWhitelabel' | 'contentCacheMs'>,
): Services {
  const cacheMs = config.contentCacheMs;
  const content = createContentService(db, { cacheMs });
  return {
    apiKeys: createApiKeysService(db),
    content,
    help: createHelpService(db, { cacheMs }),
    passages: createPassagesService(db),
    whitelabel: createWhitelabelService({
      db,
      content,
      defaultWhitelabel: config.defaultWhitelabel,
      cacheMs,
    }),
  };
}
