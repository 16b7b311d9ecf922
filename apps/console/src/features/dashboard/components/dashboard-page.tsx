import type { Dashboard, DashboardPeriod } from '@portico/contract';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { getDashboard } from '../api/get-dashboard.ts';
import { formatCount, formatEuros } from '../utils/format.ts';
import { BarTable } from './bar-table.tsx';
import { DayChart } from './day-chart.tsx';
import { KeyFigures } from './key-figures.tsx';

/** The channels' and statuses' tables for one period. */
function Breakdowns({ period, title }: { period: DashboardPeriod; title: string }) {
  const { language, t } = useI18n();
  return (
    <div className="breakdowns">
      <BarTable
        caption={t('dashboard.byChannel', { period: title })}
        headers={[t('dashboard.channel'), t('dashboard.payments'), t('dashboard.amount')]}
        rows={period.collected.map((row) => ({
          key: row.channel,
          label: t(`dashboard.channels.${row.channel}`),
          value: row.cents,
          cells: [formatCount(language, row.payments), formatEuros(language, row.cents)],
        }))}
      />
      <BarTable
        caption={t('dashboard.byStatus', { period: title })}
        headers={[t('dashboard.status'), t('dashboard.payments')]}
        rows={period.paymentsByStatus.map((row) => ({
          key: row.status,
          label: t(`dashboard.statuses.${row.status}`),
          value: row.payments,
          cells: [formatCount(language, row.payments)],
        }))}
      />
    </div>
  );
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const { language, t } = useI18n();
  const count = (value: number) => formatCount(language, value);
  const euros = (cents: number) => formatEuros(language, cents);
  const series = (pick: (day: Dashboard['days'][number]) => number) =>
    dashboard.days.map((day) => ({ date: day.date, value: pick(day) }));
  return (
    <>
      <p className="hint">
        {t('dashboard.asOf', {
          at: formatDateTime(language, dashboard.at),
          zone: dashboard.timeZone,
        })}
      </p>
      <KeyFigures dashboard={dashboard} />
      <h2>{t('dashboard.perDay')}</h2>
      <div className="charts">
        <DayChart
          title={t('dashboard.passagesPerDay')}
          days={series((day) => day.passages)}
          format={count}
        />
        <DayChart
          title={t('dashboard.tripsPerDay')}
          days={series((day) => day.trips)}
          format={count}
        />
        <DayChart
          title={t('dashboard.collectedPerDay')}
          days={series((day) => day.collectedCents)}
          format={euros}
        />
        <DayChart
          title={t('dashboard.noticesPerDay')}
          days={series((day) => day.notices)}
          format={count}
        />
      </div>
      <h2>{t('dashboard.money')}</h2>
      <Breakdowns period={dashboard.periods.today} title={t('dashboard.today')} />
      <Breakdowns period={dashboard.periods.last30Days} title={t('dashboard.last30Days')} />
    </>
  );
}

/**
 * `/operator/dashboard` (issue 28 item 6): the white-label's day and 30 days at a glance.
 *
 * The charts are hand-drawn SVG, not a library's. The small maintained ones that fit a console
 * page draw on a canvas (uPlot: about 20 KiB compressed, a fifth of the page's budget), which a
 * screen reader cannot read and which would need the same tables anyway; the React ones
 * (Recharts, visx, Nivo) bring d3's modules and weigh more than the rest of the page. Bars over
 * 30 days and bars per channel are a few rectangles: drawn here they cost about 2 KiB, take the
 * console's colours from its stylesheet (no style attribute: the CSP refuses them), and each
 * comes with its text (a summary naming the chart's image, every figure in a table).
 */
export function DashboardPage() {
  const { t } = useI18n();
  const { data, error } = useApiData(getDashboard);
  return (
    <>
      <PageHeading>{t('dashboard.title')}</PageHeading>
      <ErrorAlert message={error ? t(errorMessageKey(error)) : null} />
      {data ? (
        <DashboardView dashboard={data} />
      ) : error ? null : (
        <p role="status">{t('app.loading')}</p>
      )}
    </>
  );
}
