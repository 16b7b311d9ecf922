import { useId, useState, type Ref } from 'react';
import { attachmentLimits } from '@portico/contract';
import { FilePicker } from '../../../components/file-picker.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import {
  addAttachments,
  totalBytes,
  type Attachment,
  type AttachmentRefusal,
} from '../utils/attachment-list.ts';
import { formatBytes } from '../utils/format-bytes.ts';
import styles from './claim.module.css';

interface AttachmentsFieldProps {
  attachments: readonly Attachment[];
  onChange: (attachments: Attachment[]) => void;
  /** The chosen reason asks for at least one file. */
  required: boolean;
  /** The form's problem with the files (none attached, or the server's refusal). */
  error: string | null;
  ref?: Ref<HTMLButtonElement>;
}

const accept = [...attachmentLimits.extensions, ...attachmentLimits.mediaTypes].join(',');

/**
 * The claim's files (spec 000 sections 8 and 9): each picked file is checked at once, by its first
 * bytes and against the count and the 5 MB total, and a refused one is named with the spec's
 * text before anything is uploaded; the kept ones are listed with their size and a remove button.
 */
export function AttachmentsField({
  attachments,
  onChange,
  required,
  error,
  ref,
}: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [refused, setRefused] = useState<AttachmentRefusal[]>([]);
  const pickerId = `${id}-picker`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const refusedId = `${id}-refused`;

  const onPick = async (picked: File[]) => {
    const added = await addAttachments(attachments, picked);
    setRefused(added.refused);
    onChange(added.attachments);
  };

  const remove = (key: string) => {
    setRefused([]);
    onChange(attachments.filter((attachment) => attachment.key !== key));
    // The removed button is gone: the focus goes back to the picker.
    document.getElementById(pickerId)?.querySelector('button')?.focus();
  };

  const describedBy = [hintId, refused.length > 0 ? refusedId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className={styles.group}>
      <legend>
        {t('claims.claim.files.legend')}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <p id={hintId} className={styles.note}>
        {t('claims.claim.files.hint', { count: attachmentLimits.maxFiles })}
        {required ? ` ${t('claims.claim.files.mandatory')}` : ''}
      </p>
      <div id={pickerId}>
        <FilePicker
          ref={ref}
          accept={accept}
          chosen={attachments.map((attachment) => attachment.file.name)}
          onPick={(picked) => void onPick(picked)}
          aria-describedby={describedBy}
        />
      </div>
      {refused.length > 0 ? (
        // A list cannot be the alert itself (axe): the alert holds it.
        <div id={refusedId} role="alert">
          <ul className={styles.refusals}>
            {refused.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                {t('claims.claim.files.refused', {
                  name: refusal.name,
                  reason: t(`errors.${refusal.code}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {attachments.length > 0 ? (
        <>
          <ul className={styles.files} aria-label={t('claims.claim.files.list')}>
            {attachments.map((attachment) => (
              <li key={attachment.key} className={styles.file}>
                <span className={styles.fileName}>
                  {attachment.file.name} ({formatBytes(attachment.file.size, language)})
                </span>
                <button
                  type="button"
                  className={styles.removeButton}
                  onClick={() => remove(attachment.key)}
                >
                  {t('claims.claim.files.remove', { name: attachment.file.name })}
                </button>
              </li>
            ))}
          </ul>
          <p className={styles.note} aria-live="polite">
            {t('claims.claim.files.total', {
              size: formatBytes(totalBytes(attachments), language),
              limit: formatBytes(attachmentLimits.totalBytes, language),
            })}
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
