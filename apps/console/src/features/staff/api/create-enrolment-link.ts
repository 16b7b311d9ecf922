import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A new one-time enrolment link for a person (answered once, also e-mailed to them in the
 * language asked for); their earlier unused links stop working.
 */
export function createEnrolmentLink(language: Language, memberId: string) {
  return apiRequest(routes.newStaffEnrolmentLink, {
    language,
    params: { memberId },
    body: { language },
  });
}
