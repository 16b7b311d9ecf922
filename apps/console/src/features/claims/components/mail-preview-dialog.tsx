import { isLanguage, type ClaimMailPreview } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * The decision's e-mail as the claimant will read it, before the agent confirms: the decision is
 * taken only from here.
 */
export function MailPreviewDialog({
  preview,
  busy,
  error,
  onConfirm,
  onDismiss,
}: {
  preview: ClaimMailPreview | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={preview !== null} title={t('decision.previewTitle')} onDismiss={onDismiss}>
      {preview ? (
        <>
          <dl className="member-facts">
            <dt>{t('decision.to')}</dt>
            <dd>{preview.recipient}</dd>
            <dt>{t('decision.language')}</dt>
            <dd>
              {isLanguage(preview.language) ? t(`languages.${preview.language}`) : preview.language}
            </dd>
            <dt>{t('decision.subject')}</dt>
            <dd>{preview.subject}</dd>
          </dl>
          {/* The plain-text part: the same words as the HTML, without its inline styles. */}
          {/* A long e-mail scrolls: its region takes focus so a keyboard can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div role="region" aria-label={t('decision.body')} tabIndex={0} className="mail-preview">
            <pre lang={preview.language}>{preview.text}</pre>
          </div>
          <ErrorAlert message={error} />
          <div className="actions">
            <button type="button" className="button" disabled={busy} onClick={onConfirm}>
              {t('decision.confirm')}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={onDismiss}>
              {t('decision.back')}
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
