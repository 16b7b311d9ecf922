import type { ContentDocument, ContentRevision } from '@portico/contract';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { sameDocument } from '../utils/same-document.ts';
import { revisionSummary } from '../utils/revision-summary.ts';

/**
 * The item's revisions, newest first: who saved each and when, which one visitors see, and a
 * button to publish an earlier one again (a revert, kept as a new revision). The one visitors see
 * is the newest publication that still matches the live texts: after a tenant file was applied
 * over it, none is marked, and publishing the newest one again restores it.
 */
export function RevisionHistory({
  history,
  live: liveDocument,
  busy,
  onRevert,
}: {
  history: readonly ContentRevision[];
  /** What visitors see now; null: nothing yet (a new article). */
  live: ContentDocument | null;
  busy: boolean;
  onRevert: (revision: ContentRevision) => void;
}) {
  const { t, language } = useI18n();
  const newestPublished = history.find((revision) => revision.state === 'published');
  const live =
    newestPublished && sameDocument(newestPublished.document, liveDocument)
      ? newestPublished
      : undefined;
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
                {revisionSummary(revision.document, language, t)}
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
