import {
  type ContentItem,
  type HomeContent,
  type MissingTranslation,
  missingTranslations,
  safeLinkPattern,
} from '@portico/contract';
import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import { sameDocument } from '../utils/same-document.ts';
import { HomePreview } from './home-preview.tsx';
import { LocalizedFields } from './localized-fields.tsx';
import { TileFields } from './tile-fields.tsx';

/** What the editor asks the page to do; each resolves to whether it succeeded. */
export interface HomeEditorActions {
  saveDraft: (document: HomeContent) => Promise<string | null>;
  publish: (revisionId: string) => Promise<boolean>;
  /** A draft was saved on demand: the page reads the item again (its history shows it). */
  saved: () => void;
  /** Publishing found texts missing: the page says which. */
  refuse: (missing: MissingTranslation[]) => void;
}

/**
 * The home item's editor: its texts in five languages, its link, its tiles' words, the preview, a
 * draft saved on demand, and publication of what is on screen (saved as a draft first when it changed).
 */
export function HomeEditor({
  item,
  busy,
  actions,
}: {
  item: ContentItem;
  busy: boolean;
  actions: HomeEditorActions;
}) {
  const { t } = useI18n();
  const urlId = useId();
  const [document, setDocument] = useState<HomeContent>(item.draft?.document ?? item.live);
  const [savedDraft, setSavedDraft] = useState<{ id: string; document: HomeContent } | null>(
    item.draft,
  );
  const [missing, setMissing] = useState<MissingTranslation[]>([]);
  const [urlText, setUrlText] = useState(document.url ?? '');
  const urlInvalid = urlText.trim() !== '' && !safeLinkPattern.test(urlText.trim());

  const change = (next: Partial<HomeContent>) =>
    setDocument((current) => ({ ...current, ...next }));

  /** The saved draft's id for what is on screen, saving it first if it changed. */
  async function draftId(): Promise<string | null> {
    if (savedDraft && sameDocument(savedDraft.document, document)) return savedDraft.id;
    const id = await actions.saveDraft(document);
    if (id) setSavedDraft({ id, document });
    return id;
  }

  async function publish() {
    const found = missingTranslations('home', document);
    setMissing(found);
    if (found.length > 0) {
      actions.refuse(found);
      return;
    }
    const id = await draftId();
    if (id) await actions.publish(id);
  }

  return (
    <div className="content-editor">
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (urlInvalid) return;
          void draftId().then((id) => {
            if (id) actions.saved();
          });
        }}
      >
        <LocalizedFields
          legend={t('content.fields.title')}
          value={document.title}
          missing={missingIn(missing, 'title')}
          onChange={(title) => change({ title })}
        />
        <LocalizedFields
          legend={t('content.fields.subtitle')}
          hint={t('content.optionalHint')}
          value={document.subtitle}
          missing={missingIn(missing, 'subtitle')}
          onChange={(subtitle) => change({ subtitle })}
        />
        <LocalizedFields
          legend={t('content.fields.listBlockTitle')}
          hint={t('content.optionalHint')}
          value={document.listBlockTitle}
          missing={missingIn(missing, 'listBlockTitle')}
          onChange={(listBlockTitle) => change({ listBlockTitle })}
        />
        <div className="field wide">
          <label htmlFor={urlId}>{t('content.url')}</label>
          <input
            id={urlId}
            type="text"
            inputMode="url"
            maxLength={2048}
            value={urlText}
            aria-invalid={urlInvalid || undefined}
            aria-describedby={`${urlId}-hint`}
            onChange={(event) => {
              setUrlText(event.target.value);
              const url = event.target.value.trim();
              change({ url: url === '' ? null : url });
            }}
          />
          <span id={`${urlId}-hint`} className={urlInvalid ? 'field-error' : 'hint'}>
            {urlInvalid ? t('content.urlInvalid') : t('content.urlHint')}
          </span>
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={document.urlOpenNewTab}
            onChange={(event) => change({ urlOpenNewTab: event.target.checked })}
          />
          {t('content.newTab')}
        </label>
        <TileFields
          tiles={item.homeTiles}
          value={document.tiles}
          missing={missing}
          onChange={(tile, texts) => change({ tiles: { ...document.tiles, [tile]: texts } })}
        />
        <div className="actions">
          <button type="submit" className="button secondary" disabled={busy || urlInvalid}>
            {t('content.saveDraft')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || urlInvalid}
            onClick={() => void publish()}
          >
            {t('content.publish')}
          </button>
        </div>
      </form>
      <HomePreview document={document} tiles={item.homeTiles} />
    </div>
  );
}
