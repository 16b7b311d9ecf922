import {
  type ContentRevision,
  type MissingTranslation,
  singletonContentKey,
} from '@portico/contract';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useContentItem } from '../api/get-content-item.ts';
import { useContentItems } from '../api/list-content-items.ts';
import { publishRevision } from '../api/publish-content.ts';
import { saveDraft } from '../api/save-content-draft.ts';
import { fieldLabel } from '../utils/field-label.ts';
import type { ContentEditorActions } from './editor-actions.ts';
import { type ContentChoice, ItemPicker } from './item-picker.tsx';
import { KindEditor } from './kind-editor.tsx';
import { RevisionHistory } from './revision-history.tsx';

/**
 * `/operator/content`: the portal's content in five languages (issue 28 item 10). Pick an item
 * (the home, a sign-in page, the prepayment page, an article or a new one), edit it, save a
 * draft, preview it, publish it (visitors see it at once), or publish an earlier revision again.
 */
export function ContentPage() {
  const { t } = useI18n();
  const [choice, setChoice] = useState<ContentChoice>({ kind: 'home', key: singletonContentKey });
  const items = useContentItems(choice.kind);
  const firstKey = items.data?.kind === choice.kind ? items.data.items[0]?.key : undefined;
  // A kind just chosen (no key yet) opens its first item once the list is in.
  const shown: ContentChoice = { kind: choice.kind, key: choice.key || (firstKey ?? '') };

  return (
    <>
      <PageHeading>{t('content.title')}</PageHeading>
      <p>{t('content.intro')}</p>
      <ItemPicker choice={shown} items={items.data} onChoose={setChoice} />
      {shown.key === '' ? (
        items.error ? (
          <ErrorAlert message={t(errorMessageKey(items.error))} />
        ) : items.data?.kind === choice.kind ? (
          <p>{t('content.noItems')}</p>
        ) : (
          <Loading />
        )
      ) : (
        <ItemEditor key={`${shown.kind}/${shown.key}`} choice={shown} listed={items.reload} />
      )}
    </>
  );
}

/** One item: its editor, its messages and its history. `listed`: the kind's list changed. */
function ItemEditor({ choice, listed }: { choice: ContentChoice; listed: () => void }) {
  const { language, t } = useI18n();
  const { kind, key } = choice;
  const { data, error: loadError, reload } = useContentItem(kind, key);
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
          `${fieldLabel(t, kind, field)} (${languages.map((code) => t(`languages.${code}`)).join(', ')})`,
      )
      .join('; ');

  async function publish(revisionId: string, done: string) {
    const item = await run(() => publishRevision(language, kind, key, revisionId), done);
    if (item) {
      reload();
      listed();
    }
    return item !== null;
  }

  const actions: ContentEditorActions = {
    async saveDraft(document) {
      const revision = await run(
        () => saveDraft(language, kind, key, document),
        t('content.saved'),
      );
      return revision?.id ?? null;
    },
    publish: (revisionId) => publish(revisionId, t('content.published')),
    saved() {
      reload();
      listed();
    },
    refuse(missing) {
      setNotice('');
      setError(t('content.missing', { list: missingText(missing) }));
    },
  };

  const newestPublished = data?.history.find((revision) => revision.state === 'published');
  return (
    <>
      <p role="status">{notice}</p>
      <ErrorAlert message={error ?? (loadError ? t(errorMessageKey(loadError)) : null)} />
      {data ? (
        <>
          <KindEditor
            // A new publication or draft from the server starts the editor again from it.
            key={`${data.draft?.id ?? ''}:${newestPublished?.id ?? ''}`}
            kind={kind}
            item={data}
            busy={busy}
            actions={actions}
          />
          <RevisionHistory
            history={data.history}
            live={data.live}
            busy={busy}
            onRevert={(revision: ContentRevision) =>
              void publish(revision.id, t('content.reverted'))
            }
          />
        </>
      ) : loadError ? null : (
        <Loading />
      )}
    </>
  );
}
