import { useId, type ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * One kind of the timeline: its heading with how many are shown, its items, and what the server
 * left out said plainly (the server keeps the newest 200 of each kind).
 */
export function TimelineSection({
  title,
  count,
  more,
  children,
}: {
  title: string;
  count: number;
  more: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="timeline-section">
      <h2 id={headingId} className="section-title">
        {title}{' '}
        <span className="count">
          ({more ? t('timeline.countMore', { count: String(count) }) : count})
        </span>
      </h2>
      {count === 0 ? <p className="hint">{t('timeline.noneOfKind')}</p> : children}
      {more ? <p className="notice-more">{t('timeline.more', { count: String(count) })}</p> : null}
    </section>
  );
}
