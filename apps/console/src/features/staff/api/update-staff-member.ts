import { routes, type Language, type RouteBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** New roles, a suspension (true) or its end (false). */
export type StaffMemberChange = RouteBody<'updateStaffMember'>;

export function updateStaffMember(language: Language, memberId: string, change: StaffMemberChange) {
  return apiRequest(routes.updateStaffMember, { language, params: { memberId }, body: change });
}
