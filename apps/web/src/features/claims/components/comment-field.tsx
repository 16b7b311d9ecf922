import type { Ref } from 'react';
import { protestCommentMaxLength } from '@portico/contract';
import { FormField } from '../../../components/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './claim.module.css';

interface CommentFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The chosen reason asks for a comment. */
  required: boolean;
  error: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The claim's comment: optional unless its reason asks for one, at most the contract's length. */
export function CommentField({ value, onChange, required, error, ref }: CommentFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('claims.claim.comment')}
      required={required}
      hint={required ? t('claims.claim.commentMandatory') : undefined}
      problem={error}
    >
      {(wiring) => (
        <textarea
          {...wiring}
          ref={ref}
          name="comment"
          className={styles.textarea}
          value={value}
          maxLength={protestCommentMaxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
