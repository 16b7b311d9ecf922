import { safeLinkPattern } from '@portico/contract';
import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';

/** Whether a link field's text cannot be sent: written, and not a link visitors may follow. */
export const linkInvalid = (text: string) =>
  text.trim() !== '' && !safeLinkPattern.test(text.trim());

/**
 * A link's target and whether it opens in a new tab (a banner's or an article's button). The
 * field keeps what is typed; the document gets the trimmed link, or null when it is empty.
 */
export function LinkFields({
  label,
  url,
  newTab,
  onChange,
  onInvalid,
}: {
  label: string;
  url: string | null;
  newTab: boolean;
  onChange: (next: { url: string | null; urlOpenNewTab: boolean }) => void;
  /** Told whether the typed text is invalid, so the editor can hold its buttons. */
  onInvalid: (invalid: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(url ?? '');
  const invalid = linkInvalid(text);
  return (
    <>
      <div className="field wide">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          inputMode="url"
          maxLength={2048}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            onInvalid(linkInvalid(typed));
            const trimmed = typed.trim();
            onChange({ url: trimmed === '' ? null : trimmed, urlOpenNewTab: newTab });
          }}
        />
        <span id={`${id}-hint`} className={invalid ? 'field-error' : 'hint'}>
          {invalid ? t('content.urlInvalid') : t('content.urlHint')}
        </span>
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={newTab}
          onChange={(event) => onChange({ url, urlOpenNewTab: event.target.checked })}
        />
        {t('content.newTab')}
      </label>
    </>
  );
}
