import { contentBodyMaxLength, type ContentItem } from '@portico/contract';
import { livePicture } from '../utils/live-picture.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { PagePreview } from './page-preview.tsx';
import { PictureChooser } from './picture-chooser.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * A page's own texts beside the portal's form (a sign-in page, the prepayment page): its title,
 * its text, its picture and the picture's alternative text, with the preview.
 */
export function PageEditor({
  kind,
  item,
  busy,
  actions,
}: {
  kind: 'authentication-page' | 'prepayment-page';
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  const { t } = useI18n();
  const editor = useContentEditor(kind, item, actions);
  const { document, change, missing } = editor;
  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        <LocalizedFields
          legend={t('content.fields.page.title')}
          value={document.title}
          missing={missingIn(missing, 'title')}
          onChange={(title) => change({ title })}
        />
        <LocalizedFields
          legend={t('content.fields.page.text')}
          hint={t('content.paragraphsHint')}
          value={document.text}
          rows={6}
          max={contentBodyMaxLength}
          missing={missingIn(missing, 'text')}
          onChange={(text) => change({ text })}
        />
        <PictureChooser
          value={document.picture}
          original={livePicture(item)}
          onChange={(picture) => change({ picture })}
        />
        <LocalizedFields
          legend={t('content.fields.page.pictureAlt')}
          hint={t('content.pictureAltHint')}
          value={document.pictureAlt}
          missing={missingIn(missing, 'pictureAlt')}
          onChange={(pictureAlt) => change({ pictureAlt })}
        />
      </EditorForm>
      <PagePreview document={document} />
    </div>
  );
}
