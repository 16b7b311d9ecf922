import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { barLength } from '../utils/scale.ts';
import { formatDay } from '../utils/format.ts';

export interface DayValue {
  date: string;
  value: number;
}

const width = 600;
const height = 160;
const gap = 4;

/**
 * One figure per day as vertical bars, today last (hand-drawn SVG, see dashboard-page.tsx). The
 * drawing is one image whose name says what a sighted reader takes from it (the total, the
 * busiest day, today); the table under it, one click away, gives every day's figure.
 */
export function DayChart({
  title,
  days,
  format,
}: {
  title: string;
  days: readonly DayValue[];
  format: (value: number) => string;
}) {
  const { language, t } = useI18n();
  const captionId = useId();
  const summaryId = useId();
  const largest = Math.max(0, ...days.map((day) => day.value));
  const busiest = days.find((day) => day.value === largest && largest > 0);
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const first = days[0];
  const last = days.at(-1);
  const slot = width / Math.max(1, days.length);
  const summary = t('dashboard.chartSummary', {
    total: format(total),
    busiest: busiest
      ? `${format(busiest.value)} (${formatDay(language, busiest.date, true)})`
      : '—',
    today: format(last?.value ?? 0),
  });

  return (
    <figure className="day-chart">
      <figcaption id={captionId} className="chart-title">
        {title}
      </figcaption>
      <p id={summaryId} className="chart-summary">
        {summary}
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={captionId}
        aria-describedby={summaryId}
        className="chart-drawing"
      >
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="chart-axis" />
        {days.map((day, index) => {
          const length = barLength(day.value, largest, height - 2);
          return (
            <rect
              key={day.date}
              x={index * slot + gap / 2}
              y={height - 1 - length}
              width={slot - gap}
              height={length}
              className={index === days.length - 1 ? 'chart-bar today' : 'chart-bar'}
            >
              <title>{`${formatDay(language, day.date)}: ${format(day.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <p className="chart-range" aria-hidden="true">
        <span>{first ? formatDay(language, first.date) : ''}</span>
        <span>{last ? formatDay(language, last.date) : ''}</span>
      </p>
      <details>
        <summary>{t('dashboard.showFigures')}</summary>
        <table className="chart-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.figure')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatDay(language, day.date, true)}</time>
                </th>
                <td>{format(day.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
