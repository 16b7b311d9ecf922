import { useTranslation } from '../../../lib/i18n.ts';
import type { DeadlineMessage } from '@portico/contract';
import styles from './journey-row.module.css';

/**
 * The contract's deadline message as text, in the spec's words alone: its tone is a colour, and
 * the words already say how near the deadline is ("Ultimo giorno…", "3 giorni…", "Ritardato
 * pagamento"), so colour is never the only cue. The "Urgente:" / "Nei termini:" prefixes the spec
 * does not have are gone (issue 26 item 13).
 */
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
      {text}
    </p>
  );
}
