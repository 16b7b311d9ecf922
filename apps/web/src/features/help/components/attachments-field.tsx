import { useId, useRef } from 'react';
import { attachmentLimits } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './smartform.module.css';

interface AttachmentsFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  required: boolean;
  /** The files' problem text (too big, wrong type, too many, missing). */
  error: string | null;
}

/** The contact form's files: a native picker that adds to the list, each file removable. */
export function AttachmentsField({ files, onChange, required, error }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {t('help.chatbot.attachments')}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('help.chatbot.attachmentsHint')}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={[...attachmentLimits.extensions, ...attachmentLimits.mediaTypes].join(',')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          onChange([...files, ...picked]);
          // The same file may be picked again after its removal.
          event.target.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => {
                  onChange(files.filter((_, other) => other !== index));
                  input.current?.focus();
                }}
              >
                {t('help.chatbot.removeFile', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
