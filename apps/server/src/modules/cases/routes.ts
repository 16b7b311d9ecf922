import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiKeysService } from '../api-keys/service.ts';
import type { CasesService } from './service.ts';

export interface CasesRoutesOptions {
  cases: CasesService;
  apiKeys: ApiKeysService;
}

/** POST /cases: the back office's CNP and IRIS cases (issue 3). */
export const casesRoutes: FastifyPluginAsyncZod<CasesRoutesOptions> = async () => {};
