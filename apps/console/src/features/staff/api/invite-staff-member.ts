import { routes, type Language, type StaffInvitation } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Adds a person and e-mails them a one-time enrolment link (72 hours). */
export function inviteStaffMember(language: Language, invitation: StaffInvitation) {
  return apiRequest(routes.inviteStaffMember, { language, body: invitation });
}
