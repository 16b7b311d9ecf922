import type { ContentRevision } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * The item's revisions, newest first: who saved each and when, which one visitors see, and a
 * button to publish an earlier one again (a revert, kept as a new revision).
 */
export function RevisionHistory({
  history,
  busy,
  onRevert,
}: {
  history: readonly ContentRevision[];
  busy: boolean;
  onRevert: (revision: ContentRevision) => void;
}) {
  const { t, language } = useI18n();
  const live = history.find((revision) => revision.state === 'published');
  return (
    <section aria-labelledby="content-history-title">
      <h2 id="content-history-title">{t('content.history')}</h2>
      {history.length === 0 ? (
        <p>{t('content.noHistory')}</p>
      ) : (
        <ol className="revision-list">
          {history.map((revision) => (
            <li key={revision.id}>
              <p>
                <strong>
                  {revision === live ? t('content.live') : t(`content.state.${revision.state}`)}
                </strong>{' '}
                {t('content.by', {
                  author: revision.author ?? t('content.formerStaff'),
                  date: formatDateTime(language, revision.createdAt),
                })}
              </p>
              <p lang={language} className="hint">
                {revision.document.title[language] || revision.document.title.fr}
              </p>
              {revision.state === 'published' && revision !== live ? (
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy}
                  onClick={() => onRevert(revision)}
                >
                  {t('content.revert')}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
