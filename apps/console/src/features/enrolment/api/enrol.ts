import { routes, type Language, type RouteBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Keeps the new passkey under its name, uses the link up and signs the person in. */
export function enrol(language: Language, enrolment: RouteBody<'staffEnrol'>) {
  return apiRequest(routes.staffEnrol, { language, body: enrolment });
}
