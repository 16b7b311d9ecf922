import { useId, useRef } from 'react';
import { attachmentLimits } from '@portico/contract';
import { FilePicker } from '../../../components/file-picker.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './smartform.module.css';

interface AttachmentsFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  required: boolean;
  /** The files' problem text (too big, wrong type, too many, missing). */
  error: string | null;
}

const accept = [...attachmentLimits.extensions, ...attachmentLimits.mediaTypes].join(',');

/** The contact form's files: the shared picker adds to the list, each file removable. */
export function AttachmentsField({ files, onChange, required, error }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const picker = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {t('help.chatbot.attachments')}
        {required ? <span aria-hidden="true"> *</span> : null}
      </p>
      <p id={hintId} className={styles.hint}>
        {t('help.chatbot.attachmentsHint')}
      </p>
      <FilePicker
        ref={picker}
        accept={accept}
        chosen={files.map((file) => file.name)}
        onPick={(picked) => onChange([...files, ...picked])}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        invalid={error !== null}
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
                  picker.current?.focus();
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
