import type { Dashboard, DashboardPeriod } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { formatCount, formatEuros, formatWait } from '../utils/format.ts';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="figure">
      <dt>{label}</dt>
      <dd>
        <span className="figure-value">{value}</span>
        {note ? <span className="figure-note">{note}</span> : null}
      </dd>
    </div>
  );
}

/** A period's four headline figures. */
function PeriodFigures({ title, period }: { title: string; period: DashboardPeriod }) {
  const { language, t } = useI18n();
  return (
    <section className="figures-group" aria-label={title}>
      <h2 className="figures-title">{title}</h2>
      <dl className="figures">
        <Figure label={t('dashboard.passages')} value={formatCount(language, period.passages)} />
        <Figure label={t('dashboard.trips')} value={formatCount(language, period.trips)} />
        <Figure label={t('dashboard.notices')} value={formatCount(language, period.notices)} />
        <Figure
          label={t('dashboard.collected')}
          value={formatEuros(language, period.collectedCents)}
        />
      </dl>
    </section>
  );
}

/** What waits for someone: claims, e-mails, refunds. */
function Backlog({ dashboard }: { dashboard: Dashboard }) {
  const { language, t } = useI18n();
  const { claims, mail, refundDue } = dashboard;
  const claimsNote =
    claims.oldestMinutes === null || claims.medianMinutes === null
      ? undefined
      : t('dashboard.claimsAge', {
          oldest: formatWait(language, claims.oldestMinutes),
          median: formatWait(language, claims.medianMinutes),
        });
  const mailNote =
    mail.oldestPendingMinutes === null
      ? undefined
      : t('dashboard.mailAge', { oldest: formatWait(language, mail.oldestPendingMinutes) });
  return (
    <section className="figures-group" aria-label={t('dashboard.waiting')}>
      <h2 className="figures-title">{t('dashboard.waiting')}</h2>
      <dl className="figures">
        <Figure
          label={t('dashboard.claims')}
          value={formatCount(language, claims.waiting)}
          {...(claimsNote ? { note: claimsNote } : {})}
        />
        <Figure
          label={t('dashboard.mail')}
          value={formatCount(language, mail.pending)}
          {...(mailNote ? { note: mailNote } : {})}
        />
        <Figure
          label={t('dashboard.refunds')}
          value={formatEuros(language, refundDue.cents)}
          note={t('dashboard.refundsCount', { count: formatCount(language, refundDue.payments) })}
        />
      </dl>
    </section>
  );
}

/** The figures a person reads first: today, the 30 days, and what waits. */
export function KeyFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useI18n();
  return (
    <div className="figures-groups">
      <PeriodFigures title={t('dashboard.today')} period={dashboard.periods.today} />
      <PeriodFigures title={t('dashboard.last30Days')} period={dashboard.periods.last30Days} />
      <Backlog dashboard={dashboard} />
    </div>
  );
}
