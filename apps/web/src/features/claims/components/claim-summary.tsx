import type { Journey, ProtestType } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import type { Attachment } from '../utils/attachment-list.ts';
import { formatBytes } from '../utils/format-bytes.ts';
import { ClaimedJourneys } from './claimed-journeys.tsx';
import styles from './claim.module.css';

interface ClaimSummaryProps {
  type: ProtestType;
  journeys: readonly Journey[];
  reasonLabel: string;
  comment: string;
  email: string;
  attachments: readonly Attachment[];
}

/** What is about to be sent, read back before sending (the claim's second step). */
export function ClaimSummary({
  type,
  journeys,
  reasonLabel,
  comment,
  email,
  attachments,
}: ClaimSummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className={styles.summary}>
      <dt>{t('claims.claim.summary.type')}</dt>
      <dd>{t(`claims.claim.types.${type}`)}</dd>
      <dt>{t('claims.claim.journeys')}</dt>
      <dd>
        <ClaimedJourneys journeys={journeys} />
      </dd>
      <dt>{t('claims.claim.summary.reason')}</dt>
      <dd>{reasonLabel}</dd>
      <dt>{t('claims.claim.summary.comment')}</dt>
      <dd>{comment.trim() === '' ? t('claims.claim.summary.noComment') : comment}</dd>
      <dt>{t('claims.claim.summary.email')}</dt>
      <dd>{email}</dd>
      <dt>{t('claims.claim.summary.files')}</dt>
      <dd>
        {attachments.length === 0 ? (
          t('claims.claim.summary.noFiles')
        ) : (
          <ul>
            {attachments.map((attachment) => (
              <li key={attachment.key}>
                {attachment.file.name} ({formatBytes(attachment.file.size, language)})
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
