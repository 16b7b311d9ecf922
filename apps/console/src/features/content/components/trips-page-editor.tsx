import { contentBodyMaxLength, type ContentItem, tripsPageArticleMax } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { useArticleChoices } from '../api/use-article-choices.ts';
import { missingIn } from '../utils/missing-in.ts';
import { ArticleListField } from './article-list-field.tsx';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { TripsPagePreview } from './trips-page-preview.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * The trips lists' page: the first-offence notice's text and the articles under the lists, which
 * the payment confirmation page shows too; with the preview.
 */
export function TripsPageEditor({
  item,
  busy,
  actions,
}: {
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  const { t } = useI18n();
  const editor = useContentEditor('trips-page', item, actions);
  const { document, change, missing } = editor;
  const articles = useArticleChoices();
  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        <LocalizedFields
          legend={t('content.fields.tripsPage.primoPassantText')}
          hint={t('content.tripsPage.primoPassantHint')}
          value={document.primoPassantText}
          rows={4}
          max={contentBodyMaxLength}
          missing={missingIn(missing, 'primoPassantText')}
          onChange={(primoPassantText) => change({ primoPassantText })}
        />
        <ArticleListField
          legend={t('content.tripsPage.articles')}
          value={document.articleIds}
          max={tripsPageArticleMax}
          articles={articles}
          onChange={(articleIds) => change({ articleIds })}
        />
      </EditorForm>
      <TripsPagePreview document={document} articles={articles} />
    </div>
  );
}
