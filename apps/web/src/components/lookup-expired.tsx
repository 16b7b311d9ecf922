import { useTranslation } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { Button } from './button.tsx';
import styles from './message-card.module.css';

interface LookupExpiredProps {
  plate: string;
  countryCode: string;
}

/**
 * A stored lookup whose session has expired (issue 26 item 16): its trips may since have been
 * paid or added, and can no longer be paid from it, so the page says so and leads to a new
 * search (the lookup form keeps the plate) instead of a list that fails at "Paga".
 */
export function LookupExpired({ plate, countryCode }: LookupExpiredProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const country =
    new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(countryCode) ??
    countryCode;
  return (
    <section className={styles.card} aria-labelledby="lookup-expired-title">
      <h2 id="lookup-expired-title">{t('journeys.expired.title')}</h2>
      <p data-testid="lookup-expired-text">{t('journeys.expired.text', { plate, country })}</p>
      <Button href="form/payment" track="lookup-expired-search-again">
        {t('journeys.expired.again')}
      </Button>
    </section>
  );
}
