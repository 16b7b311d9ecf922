import type { VehicleTimeline } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { Facts } from './facts.tsx';
import { TimelineSection } from './timeline-section.tsx';

/** Who follows the vehicle's passages by e-mail. */
export function AlertsSection({ alerts }: { alerts: VehicleTimeline['alerts'] }) {
  const { language, t } = useI18n();
  const when = (iso: string | null) => (iso ? formatDateTime(language, iso) : null);
  return (
    <TimelineSection title={t('timeline.alerts')} count={alerts.items.length} more={alerts.more}>
      <ul className="card-list">
        {alerts.items.map((alert, index) => (
          <li key={`${alert.email}/${alert.createdAt}/${index}`} className="card">
            <h3 className="card-title">{alert.email}</h3>
            <Facts
              facts={[
                [t('timeline.alertState'), alert.state],
                [t('timeline.createdAt'), when(alert.createdAt)],
                [t('timeline.confirmedAt'), when(alert.confirmedAt)],
                [t('timeline.endedAt'), when(alert.endedAt)],
                [t('timeline.endReason'), alert.endReason],
              ]}
            />
          </li>
        ))}
      </ul>
    </TimelineSection>
  );
}

/** The customer accounts that registered the plate. */
export function AccountsSection({ accounts }: { accounts: VehicleTimeline['accounts'] }) {
  const { language, t } = useI18n();
  const when = (iso: string | null) => (iso ? formatDateTime(language, iso) : null);
  return (
    <TimelineSection
      title={t('timeline.accounts')}
      count={accounts.items.length}
      more={accounts.more}
    >
      <ul className="card-list">
        {accounts.items.map((account, index) => (
          <li key={`${account.accountEmail}/${index}`} className="card">
            <h3 className="card-title">{account.accountEmail}</h3>
            <Facts
              facts={[
                [t('timeline.registeredAt'), when(account.registeredAt)],
                [t('timeline.validFrom'), when(account.validFrom)],
                [t('timeline.validUntil'), when(account.validUntil)],
                [t('timeline.proved'), account.proved ? t('timeline.yes') : t('timeline.no')],
              ]}
            />
          </li>
        ))}
      </ul>
    </TimelineSection>
  );
}

/** The rental companies' fleets holding the plate. */
export function FleetsSection({ fleets }: { fleets: VehicleTimeline['fleets'] }) {
  const { language, t } = useI18n();
  return (
    <TimelineSection title={t('timeline.fleets')} count={fleets.items.length} more={fleets.more}>
      <ul className="card-list">
        {fleets.items.map((fleet, index) => (
          <li key={`${fleet.companyCode}/${fleet.validFrom}/${index}`} className="card">
            <h3 className="card-title">
              {fleet.companyName} ({fleet.companyCode})
            </h3>
            <Facts
              facts={[
                [t('timeline.validFrom'), formatDateTime(language, fleet.validFrom)],
                [
                  t('timeline.validUntil'),
                  fleet.validUntil ? formatDateTime(language, fleet.validUntil) : null,
                ],
              ]}
            />
          </li>
        ))}
      </ul>
    </TimelineSection>
  );
}
