import {
  apiPrefix,
  type ErrorTable,
  type HttpMethod,
  operationErrors,
  routeErrors,
} from '@portico/contract';
import { contractRouteNameOf } from './operation-ids.ts';

/**
 * The server's own operations, outside the contract (health, and the development mailbox and PSP
 * simulator): their codes beside the shared ones. Keyed by operationId (operation-ids.ts).
 */
const serverOperationErrors: Record<string, ErrorTable> = {
  // Ready needs the default white-label too: without it, 503 says so (issue 27 section 1).
  getReadyz: { 503: ['whitelabel_not_found'] },
};

/** Every error code the operation of this method and path declares, by status. */
export function declaredErrorsOf(method: string, url: string, operationId: string): ErrorTable {
  const name = contractRouteNameOf(method, url);
  const own = name ? routeErrors[name] : (serverOperationErrors[operationId] ?? {});
  return operationErrors(own, {
    method: method.toUpperCase() as HttpMethod | 'HEAD',
    whitelabel: url.startsWith(`${apiPrefix}/`),
  });
}
