import { useRef, type Ref } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { Button } from './button.tsx';
import styles from './file-picker.module.css';

interface FilePickerProps {
  /** What the files are for: the extensions and media types the picker offers. */
  accept: string;
  /** The names of the files chosen so far, announced whenever they change. */
  chosen: readonly string[];
  onPick: (files: File[]) => void;
  'aria-describedby'?: string;
  /** The form found a problem with the files: a form looks for `[data-invalid] button` to focus. */
  invalid?: boolean;
  /** The button, for a form to move the focus to it on an error. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The file picker of the claims and the contact form (issue 26 item 17): a real button, 44 px
 * high and reached with Tab, that opens the system's file dialog; the native input stays hidden,
 * so no "No file chosen" in the browser's language. The names chosen are said by a status line.
 */
export function FilePicker({
  accept,
  chosen,
  onPick,
  'aria-describedby': describedBy,
  invalid = false,
  ref,
}: FilePickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(chosen);
  return (
    <div className={styles.picker} data-invalid={invalid || undefined}>
      <Button
        ref={ref}
        variant="secondary"
        onClick={() => input.current?.click()}
        aria-describedby={describedBy}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M16.5 6.5l-7.8 7.8a2 2 0 0 0 2.8 2.8l7.8-7.8a4 4 0 0 0-5.6-5.6L5.9 11.5a6 6 0 0 0 8.5 8.5l6.4-6.4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t('common.filePicker.add')}
      </Button>
      {/* Out of sight and of the tab order; named like its button for tools that set files on it. */}
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        tabIndex={-1}
        aria-label={t('common.filePicker.add')}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          // The same file can be picked again after its removal.
          event.currentTarget.value = '';
          if (picked.length > 0) onPick(picked);
        }}
      />
      <p role="status" className="visually-hidden">
        {chosen.length > 0 ? t('common.filePicker.chosen', { count: chosen.length, names }) : ''}
      </p>
    </div>
  );
}
