import { useTranslation } from '../../../lib/i18n.ts';
import type { DeadlineMessage } from '@portico/contract';
import styles from './journey-row.module.css';

/** The contract's deadline message as text; the tone is a colour and a word, never colour alone. */
export function DeadlineText({ message }: { message: DeadlineMessage }) {
  const { t } = useTranslation();
  const text =
    message.key === 'daysBeforeOmp' || message.key === 'daysBeforeSurcharge'
      ? t(`journeys.deadline.${message.key}`, { count: message.days })
      : t(`journeys.deadline.${message.key}`);
  const tone = message.key === 'omp' ? null : message.tone;
  return (
    <p
      className={[styles.deadline, tone ? styles[tone] : ''].filter(Boolean).join(' ')}
      data-tone={tone ?? undefined}
    >
      {tone ? (
        <strong className={styles.toneCue}>
          {t(tone === 'red' ? 'journeys.deadline.urgent' : 'journeys.deadline.onTime')}{' '}
        </strong>
      ) : null}
      {text}
    </p>
  );
}
