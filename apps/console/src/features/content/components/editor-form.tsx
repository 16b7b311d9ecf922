import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * An editor's form and its two buttons: "Save draft" submits it (Enter in a field saves, never
 * publishes), "Publish" publishes what is on screen. `blocked`: a field is invalid, nothing goes.
 */
export function EditorForm({
  busy,
  blocked = false,
  onSave,
  onPublish,
  children,
}: {
  busy: boolean;
  blocked?: boolean;
  onSave: () => void;
  onPublish: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onSave();
      }}
    >
      {children}
      <div className="actions">
        <button type="submit" className="button secondary" disabled={busy || blocked}>
          {t('content.saveDraft')}
        </button>
        <button type="button" className="button" disabled={busy || blocked} onClick={onPublish}>
          {t('content.publish')}
        </button>
      </div>
    </form>
  );
}
