import { useId, useRef, type FormEvent } from 'react';
import type { ProtestReason } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { EmailInput } from '../../../components/email-input.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Attachment } from '../utils/attachment-list.ts';
import {
  claimProblems,
  firstProblem,
  type ClaimField,
  type ClaimFormValues,
  type ClaimProblems,
} from '../utils/claim-problems.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { CommentField } from './comment-field.tsx';
import { ReasonField } from './reason-field.tsx';
import styles from './claim.module.css';

interface ClaimDetailsFormProps {
  reasons: readonly ProtestReason[];
  values: ClaimFormValues;
  onValuesChange: (values: ClaimFormValues) => void;
  attachments: readonly Attachment[];
  onAttachmentsChange: (attachments: Attachment[]) => void;
  /** Problems to show: the form's own once it was sent, or the server's refusal. */
  problems: ClaimProblems;
  onProblemsChange: (problems: ClaimProblems) => void;
  /** Once sent with problems, they follow each edit. */
  checked: boolean;
  onChecked: () => void;
  onDone: () => void;
}

/**
 * The claim's first step: reason, comment, contact e-mail and files. Checked when sent (the
 * first field with a problem takes the focus); once checked, the problems follow each edit.
 */
export function ClaimDetailsForm({
  reasons,
  values,
  onValuesChange,
  attachments,
  onAttachmentsChange,
  problems,
  onProblemsChange,
  checked,
  onChecked,
  onDone,
}: ClaimDetailsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const reasonRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef<HTMLButtonElement>(null);
  const reason = reasons.find((candidate) => candidate.id === values.reasonId);
  const text = (field: ClaimField) => {
    const key = problems[field];
    return key ? t(key) : null;
  };

  const update = (next: ClaimFormValues, nextAttachments = attachments) => {
    onValuesChange(next);
    if (checked) onProblemsChange(claimProblems(next, reasons, nextAttachments.length));
  };

  const focusField = (field: ClaimField) => {
    const targets = {
      reason: reasonRef,
      comment: commentRef,
      email: emailRef,
      attachments: filesRef,
    };
    targets[field].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChecked();
    const found = claimProblems(values, reasons, attachments.length);
    onProblemsChange(found);
    const first = firstProblem(found);
    if (first) focusField(first);
    else onDone();
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <ReasonField
        reasons={reasons}
        value={values.reasonId}
        onChange={(reasonId) => update({ ...values, reasonId })}
        error={text('reason')}
        errorId={`${id}-reason`}
        firstRef={reasonRef}
      />
      <CommentField
        ref={commentRef}
        value={values.comment}
        onChange={(comment) => update({ ...values, comment })}
        required={reason?.commentMandatory ?? false}
        error={text('comment')}
      />
      <EmailInput
        ref={emailRef}
        label={t('claims.claim.email')}
        hint={t('claims.claim.emailHint')}
        value={values.email}
        onChange={(email) => update({ ...values, email })}
        required
        showMandatoryErrors={checked}
      />
      <AttachmentsField
        ref={filesRef}
        attachments={attachments}
        onChange={(next) => {
          onAttachmentsChange(next);
          if (checked) onProblemsChange(claimProblems(values, reasons, next.length));
          else if (problems.attachments) onProblemsChange({ ...problems, attachments: undefined });
        }}
        required={reason?.attachmentMandatory ?? false}
        error={text('attachments')}
      />
      <div className={styles.actions}>
        <Button type="submit" track="claim-review">
          {t('claims.claim.review')}
        </Button>
      </div>
    </form>
  );
}
