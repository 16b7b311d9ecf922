import type { ContentItem } from '@portico/contract';
import { useState } from 'react';
import { livePicture } from '../utils/live-picture.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useArticleChoices } from '../api/use-article-choices.ts';
import { missingIn } from '../utils/missing-in.ts';
import type { ContentEditorActions } from './editor-actions.ts';
import { EditorForm } from './editor-form.tsx';
import { HomeArticleBlocks } from './home-article-blocks.tsx';
import { HomePreview } from './home-preview.tsx';
import { LinkFields } from './link-fields.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { PictureChooser } from './picture-chooser.tsx';
import { TileFields } from './tile-fields.tsx';
import { useContentEditor } from './use-content-editor.ts';

/**
 * The home item's editor: its texts in five languages, its picture, its link, its tiles' words,
 * its article blocks, the preview.
 */
export function HomeEditor({
  item,
  busy,
  actions,
}: {
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  const { t } = useI18n();
  const editor = useContentEditor('home', item, actions);
  const { document, change, missing } = editor;
  const [linkInvalid, setLinkInvalid] = useState(false);
  const articles = useArticleChoices();
  return (
    <div className="content-editor">
      <EditorForm
        busy={busy}
        blocked={linkInvalid}
        onSave={() => void editor.save()}
        onPublish={() => void editor.publish()}
      >
        <LocalizedFields
          legend={t('content.fields.home.title')}
          value={document.title}
          missing={missingIn(missing, 'title')}
          onChange={(title) => change({ title })}
        />
        <LocalizedFields
          legend={t('content.fields.home.subtitle')}
          hint={t('content.optionalHint')}
          value={document.subtitle}
          missing={missingIn(missing, 'subtitle')}
          onChange={(subtitle) => change({ subtitle })}
        />
        <LocalizedFields
          legend={t('content.fields.home.listBlockTitle')}
          hint={t('content.optionalHint')}
          value={document.listBlockTitle}
          missing={missingIn(missing, 'listBlockTitle')}
          onChange={(listBlockTitle) => change({ listBlockTitle })}
        />
        <PictureChooser
          value={document.picture}
          original={livePicture(item)}
          onChange={(picture) => change({ picture })}
        />
        <LinkFields
          label={t('content.url')}
          url={document.url}
          newTab={document.urlOpenNewTab}
          onChange={change}
          onInvalid={setLinkInvalid}
        />
        <TileFields
          tiles={item.homeTiles}
          value={document.tiles}
          missing={missing}
          onChange={(tile, texts) => change({ tiles: { ...document.tiles, [tile]: texts } })}
        />
        <HomeArticleBlocks value={document} articles={articles} onChange={change} />
      </EditorForm>
      <HomePreview document={document} tiles={item.homeTiles} articles={articles} />
    </div>
  );
}
