import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ErrorCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useSendReceipt } from '../api/send-receipt.ts';
import { emailMaxLength, receiptEmailError } from '../utils/receipt-email.ts';
import { DataProtectionNote } from './data-protection-note.tsx';
import { ReceiptDownload } from './receipt-download.tsx';
import styles from './result.module.css';
import fieldStyles from '../../../components/form-field.module.css';

interface ReceiptEmailFormProps {
  /**
   * What the e-mail confirms: a SUCCEED payment's receipt, or for a DUPLICATED one (its trips
   * were paid by another payment) that its money is not taken or comes back (issue 26 item 13).
   */
  kind?: 'receipt' | 'duplicated';
  sessionId: string;
  /** The payment's address (GET /payments/{id}/email), editable. */
  initialEmail: string | null;
  /**
   * The field's value when the payment names no address: the signed-in customer's. Only a
   * proposal: nothing was sent to it, so the panel does not say so.
   */
  proposedEmail?: string | null;
  dataRetentionYears: number;
}

/**
 * The receipt of a SUCCEED payment. It was e-mailed when the payment settled (issue 26 item 9):
 * the panel says to which address, offers the PDF, and sends it again (POST /payments/receipt) to
 * that address or another. The field follows spec 000's e-mail input: required, a valid address
 * of 100 characters at most; the check runs on send and when the field is left, the server's
 * refusal shows its mapped text.
 */
export function ReceiptEmailForm({
  kind = 'receipt',
  sessionId,
  initialEmail,
  proposedEmail = null,
  dataRetentionYears,
}: ReceiptEmailFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const send = useSendReceipt();
  const [email, setEmail] = useState(initialEmail ?? proposedEmail ?? '');
  const [fieldError, setFieldError] = useState<ErrorCode | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const titleId = `${id}-title`;
  const words = kind === 'receipt' ? 'paymentResult.receiptSent' : 'paymentResult.duplicatedSent';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const error = receiptEmailError(email);
    setFieldError(error);
    setSentTo(null);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    const address = email.trim();
    send.mutate({ sessionId, email: address }, { onSuccess: () => setSentTo(address) });
  };

  const failure = send.error;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`${words}.title`)}</h2>
      {initialEmail ? (
        <p>{t(`${words}.sentTo`, { email: initialEmail })}</p>
      ) : kind === 'duplicated' ? (
        <p>{t('paymentResult.duplicatedSent.noEmail')}</p>
      ) : null}
      {kind === 'receipt' ? <ReceiptDownload sessionId={sessionId} /> : null}
      {initialEmail || kind === 'receipt' ? <p>{t(`${words}.again`)}</p> : null}
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={fieldStyles.field}>
          <label htmlFor={id} className={fieldStyles.label}>
            {t('paymentResult.email.label')}
            <span className={fieldStyles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            ref={inputRef}
            id={id}
            type="email"
            className={fieldStyles.input}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
            onBlur={() => {
              if (email.trim() !== '') setFieldError(receiptEmailError(email));
            }}
            autoComplete="email"
            maxLength={emailMaxLength}
            required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
          />
          {fieldError ? (
            <p id={errorId} className={styles.error}>
              {t(errorMessageKey(fieldError))}
            </p>
          ) : null}
        </div>
        <DataProtectionNote years={dataRetentionYears} />
        <div>
          {/* The receipt already went out: sending it again is no primary action. */}
          <Button
            variant="secondary"
            type="submit"
            loading={send.isPending}
            track={kind === 'receipt' ? 'payment-receipt-email' : 'payment-duplicated-email'}
          >
            {t('paymentResult.receiptSent.send')}
          </Button>
        </div>
        <p role="status">{sentTo ? t(`${words}.sent`, { email: sentTo }) : null}</p>
        <p role="alert" className={styles.error}>
          {failure ? t(errorMessageKey(isApiError(failure) ? failure.code : null)) : null}
        </p>
      </form>
    </section>
  );
}
