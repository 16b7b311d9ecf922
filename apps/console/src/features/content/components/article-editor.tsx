import { contentBodyMaxLength, type ContentItem } from '@portico/contract';
import { useState } from 'react';
import { livePicture } from '../utils/live-picture.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import { ArticlePreview } from './article-preview.tsx';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { LinkFields } from './link-fields.tsx';
import { PictureChooser } from './picture-chooser.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * An article's editor: its title and body, the slider's catchphrase, its button's text and link,
 * its colours, with the preview. Its picture and icon stay the tenant file's.
 */
export function ArticleEditor({
  item,
  busy,
  actions,
}: {
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  const { t } = useI18n();
  const editor = useContentEditor('article', item, actions);
  const { document, change, missing } = editor;
  const [linkInvalid, setLinkInvalid] = useState(false);
  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        blocked={linkInvalid}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        <LocalizedFields
          legend={t('content.fields.article.title')}
          value={document.title}
          missing={missingIn(missing, 'title')}
          onChange={(title) => change({ title })}
        />
        <LocalizedFields
          legend={t('content.fields.article.content')}
          hint={t('content.paragraphsHint')}
          value={document.content}
          rows={8}
          max={contentBodyMaxLength}
          missing={missingIn(missing, 'content')}
          onChange={(content) => change({ content })}
        />
        <LocalizedFields
          legend={t('content.fields.article.catchphrase')}
          hint={t('content.optionalHint')}
          value={document.catchphrase}
          missing={missingIn(missing, 'catchphrase')}
          onChange={(catchphrase) => change({ catchphrase })}
        />
        <LocalizedFields
          legend={t('content.fields.article.buttonText')}
          hint={t('content.buttonTextHint')}
          value={document.buttonText}
          missing={missingIn(missing, 'buttonText')}
          onChange={(buttonText) => change({ buttonText })}
        />
        <PictureChooser
          value={document.picture}
          original={livePicture(item)}
          onChange={(picture) => change({ picture })}
        />
        <LinkFields
          label={t('content.articleUrl')}
          url={document.url}
          newTab={document.urlOpenNewTab}
          onChange={change}
          onInvalid={setLinkInvalid}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={document.darkMode}
            onChange={(event) => change({ darkMode: event.target.checked })}
          />
          {t('content.darkMode')}
        </label>
      </EditorForm>
      <ArticlePreview document={document} />
    </div>
  );
}
