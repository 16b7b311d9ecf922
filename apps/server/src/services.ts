import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { type ContentService, createContentService } from './modules/content/service.ts';
import { createHelpService, type HelpService } from './modules/help/service.ts';
import { createWhitelabelService, type WhitelabelService } from './modules/whitelabel/service.ts';

/** The use cases of every capability, wired once: features meet here, not by importing each other. */
export interface Services {
  content: ContentService;
  help: HelpService;
  whitelabel: WhitelabelService;
}

export function createServices(
  db: Database,
  config: Pick<Config, 'defaultWhitelabel' | 'contentCacheMs'>,
): Services {
  const cacheMs = config.contentCacheMs;
  const content = createContentService(db, { cacheMs });
  return {
    content,
    help: createHelpService(db, { cacheMs }),
    whitelabel: createWhitelabelService({
      db,
      content,
      defaultWhitelabel: config.defaultWhitelabel,
      cacheMs,
    }),
  };
}
