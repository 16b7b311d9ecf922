import type { Queryable } from '../journeys/repository.ts';
import { deliverAlerts, noticeCandidates } from './delivery-repository.ts';

/**
 * The notice e-mail (issue 11 item 6): written in the dunning job's transaction that issues the
 * payment notices, for those journeys whose plate a subscription tells (tenants whose noticeEmails
 * setting is off are left out by the caller). Once per journey, even when two instances get there.
 * Answers the number of e-mails written.
 */
export async function tellIssuedNotices(
  tx: Queryable,
  journeyIds: readonly number[],
  now: Date,
): Promise<number> {
  if (journeyIds.length === 0) return 0;
  return deliverAlerts(tx, 'notice', noticeCandidates(journeyIds, now));
}
