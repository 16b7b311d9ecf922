import {
  type ContentDocuments,
  type ContentItem,
  type ContentKind,
  emptyContentDocument,
  type MissingTranslation,
  missingTranslations,
} from '@portico/contract';
import { useState } from 'react';
import { sameDocument } from '../utils/same-document.ts';
import type { ContentEditorActions } from './editor-actions.ts';

/**
 * An editor's document and what it does with it, the same for every kind: it starts from the
 * newest draft (else what visitors see, else empty fields), saves a draft on demand, and publishes
 * what is on screen (saved as a draft first when it changed) once every text is in five languages.
 */
export function useContentEditor<K extends ContentKind>(
  kind: K,
  item: ContentItem,
  actions: ContentEditorActions,
) {
  const [document, setDocument] = useState<ContentDocuments[K]>(
    () => (item.draft?.document ?? item.live ?? emptyContentDocument(kind)) as ContentDocuments[K],
  );
  const [savedDraft, setSavedDraft] = useState<{ id: string; document: unknown } | null>(
    item.draft,
  );
  const [missing, setMissing] = useState<MissingTranslation[]>([]);

  const change = (next: Partial<ContentDocuments[K]>) =>
    setDocument((current) => ({ ...current, ...next }));

  /** The saved draft's id for what is on screen, saving it first if it changed. */
  async function draftId(): Promise<string | null> {
    if (savedDraft && sameDocument(savedDraft.document, document)) return savedDraft.id;
    const id = await actions.saveDraft(document);
    if (id) setSavedDraft({ id, document });
    return id;
  }

  return {
    document,
    change,
    missing,
    /** Saves what is on screen as a draft; the page reads the item again to list it. */
    async save() {
      if (await draftId()) actions.saved();
    },
    async publish() {
      const found = missingTranslations(kind, document);
      setMissing(found);
      if (found.length > 0) {
        actions.refuse(found);
        return;
      }
      const id = await draftId();
      if (id) await actions.publish(id);
    },
  };
}
