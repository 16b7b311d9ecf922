import {
  routes,
  type Language,
  type OperatorCompanyBody,
  type OperatorRenterInviteBody,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The rental companies desk's calls (issue 28 item 9), one line each. */
export const getCompanies = (language: Language, signal: AbortSignal) =>
  apiRequest(routes.consoleCompanies, { language, query: { pageSize: 100 }, signal });

export const getCompany = (language: Language, code: string, signal: AbortSignal) =>
  apiRequest(routes.consoleCompany, { language, params: { code }, signal });

export const getCompanyFleet = (language: Language, code: string, signal: AbortSignal) =>
  apiRequest(routes.consoleCompanyFleet, {
    language,
    params: { code },
    query: { pageSize: 100 },
    signal,
  });

export const createCompany = (language: Language, body: OperatorCompanyBody) =>
  apiRequest(routes.consoleCreateCompany, { language, body });

export const inviteRenter = (language: Language, code: string, body: OperatorRenterInviteBody) =>
  apiRequest(routes.consoleInviteRenter, { language, params: { code }, body });

export const setSuspended = (language: Language, code: string, suspended: boolean) =>
  apiRequest(suspended ? routes.consoleSuspendCompany : routes.consoleRestoreCompany, {
    language,
    params: { code },
  });
