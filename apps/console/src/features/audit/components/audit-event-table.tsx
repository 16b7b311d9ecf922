import type { AuditEventView } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** A value of the log as one line of JSON: short enough to read, exact enough to compare. */
function compactJson(value: unknown): string {
  return value === undefined ? 'null' : JSON.stringify(value);
}

/**
 * The events, newest first, as a table; it scrolls sideways on a phone in a region the
 * keyboard can reach.
 */
export function AuditEventTable({ events }: { events: readonly AuditEventView[] }) {
  const { language, t } = useI18n();
  return (
    // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={t('audit.events')} tabIndex={0}>
      <table className="audit-table">
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col">{t('audit.reason')}</th>
            <th scope="col">{t('audit.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>
                <time dateTime={event.at}>{formatDateTime(language, event.at)}</time>
              </td>
              <td>{event.staffId ? event.staffName : t('audit.system')}</td>
              <td>
                <code>{event.action}</code>
              </td>
              <td>
                {event.targetType} <code>{event.targetId}</code>
              </td>
              <td>{event.reason ?? ''}</td>
              <td>
                {event.before == null && event.after == null ? null : (
                  <details>
                    <summary>{t('audit.beforeAfter')}</summary>
                    <dl className="audit-change">
                      <dt>{t('audit.before')}</dt>
                      <dd>
                        <pre>{compactJson(event.before)}</pre>
                      </dd>
                      <dt>{t('audit.after')}</dt>
                      <dd>
                        <pre>{compactJson(event.after)}</pre>
                      </dd>
                    </dl>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
