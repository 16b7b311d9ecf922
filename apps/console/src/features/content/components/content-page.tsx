import { type ContentRevision, contentKinds, type MissingTranslation } from '@portico/contract';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useHomeContent } from '../api/get-content-item.ts';
import { publishHomeRevision } from '../api/publish-content.ts';
import { saveHomeDraft } from '../api/save-content-draft.ts';
import { fieldLabel } from '../utils/field-label.ts';
import { HomeEditor, type HomeEditorActions } from './home-editor.tsx';
import { RevisionHistory } from './revision-history.tsx';

/**
 * `/operator/content`: the portal's content in five languages (issue 28 item 10). Pick an item,
 * edit it, save a draft, preview it, publish it (visitors see it at once), or publish an earlier
 * revision again. The item list holds what the server edits so far: the home page's banner and
 * tiles.
 */
export function ContentPage() {
  const { language, t } = useI18n();
  const itemId = useId();
  const { data, error: loadError, reload } = useHomeContent();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function run<T>(action: () => Promise<T>, done: string): Promise<T | null> {
    setBusy(true);
    setNotice('');
    setError(null);
    try {
      const answer = await action();
      setNotice(done);
      return answer;
    } catch (failure) {
      setError(t(errorMessageKey(failure)));
      return null;
    } finally {
      setBusy(false);
    }
  }

  const missingText = (missing: MissingTranslation[]) =>
    missing
      .map(
        ({ field, languages }) =>
          `${fieldLabel(t, field)} (${languages.map((code) => t(`languages.${code}`)).join(', ')})`,
      )
      .join('; ');

  const actions: HomeEditorActions = {
    async saveDraft(document) {
      const revision = await run(() => saveHomeDraft(language, document), t('content.saved'));
      return revision?.id ?? null;
    },
    async publish(revisionId) {
      const item = await run(
        () => publishHomeRevision(language, revisionId),
        t('content.published'),
      );
      if (item) reload();
      return item !== null;
    },
    saved: reload,
    refuse(missing) {
      setNotice('');
      setError(t('content.missing', { list: missingText(missing) }));
    },
  };

  async function revert(revision: ContentRevision) {
    const item = await run(() => publishHomeRevision(language, revision.id), t('content.reverted'));
    if (item) reload();
  }

  const newestPublished = data?.history.find((revision) => revision.state === 'published');
  return (
    <>
      <PageHeading>{t('content.title')}</PageHeading>
      <p>{t('content.intro')}</p>
      <div className="field">
        <label htmlFor={itemId}>{t('content.item')}</label>
        <select id={itemId} defaultValue="home">
          {contentKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`content.items.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <p role="status">{notice}</p>
      <ErrorAlert message={error ?? (loadError ? t(errorMessageKey(loadError)) : null)} />
      {data ? (
        <>
          <HomeEditor
            // A new publication or draft from the server starts the editor again from it.
            key={`${data.draft?.id ?? ''}:${newestPublished?.id ?? ''}`}
            item={data}
            busy={busy}
            actions={actions}
          />
          <RevisionHistory
            history={data.history}
            live={data.live}
            busy={busy}
            onRevert={(r) => void revert(r)}
          />
        </>
      ) : loadError ? null : (
        <Loading />
      )}
    </>
  );
}
