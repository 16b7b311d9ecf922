import type { VehicleTimeline } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { Facts } from './facts.tsx';
import { TimelineSection } from './timeline-section.tsx';

/** The e-mails the portal wrote about the vehicle, and whether they went out. */
export function MailsSection({ mails }: { mails: VehicleTimeline['mails'] }) {
  const { language, t } = useI18n();
  return (
    <TimelineSection title={t('timeline.mails')} count={mails.items.length} more={mails.more}>
      <ul className="card-list">
        {mails.items.map((mail) => (
          <li key={mail.id} className="card">
            <h3 className="card-title">{mail.kind}</h3>
            <Facts
              facts={[
                [t('timeline.recipient'), mail.recipient],
                [t('timeline.mailStatus'), mail.status],
                [t('timeline.attempts'), String(mail.attempts)],
                [t('timeline.createdAt'), formatDateTime(language, mail.createdAt)],
                [t('timeline.sentAt'), mail.sentAt ? formatDateTime(language, mail.sentAt) : null],
              ]}
            />
          </li>
        ))}
      </ul>
    </TimelineSection>
  );
}

/** The claims made about the vehicle's trips. */
export function ClaimsSection({ claims }: { claims: VehicleTimeline['claims'] }) {
  const { language, t } = useI18n();
  return (
    <TimelineSection title={t('timeline.claims')} count={claims.items.length} more={claims.more}>
      <ul className="card-list">
        {claims.items.map((claim) => (
          <li key={claim.reference} className="card">
            <h3 className="card-title">{t('timeline.claim', { reference: claim.reference })}</h3>
            <Facts
              facts={[
                [t('timeline.claimType'), `${claim.type} · ${claim.reasonCode}`],
                [t('timeline.claimStatus'), claim.status],
                [t('timeline.claimant'), claim.claimantEmail],
                [t('timeline.createdAt'), formatDateTime(language, claim.createdAt)],
                [
                  t('timeline.decidedAt'),
                  claim.decidedAt ? formatDateTime(language, claim.decidedAt) : null,
                ],
                [
                  t('timeline.claimTrips'),
                  claim.tripIds.length > 0 ? claim.tripIds.join(', ') : null,
                ],
              ]}
            />
          </li>
        ))}
      </ul>
    </TimelineSection>
  );
}
