import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './claim.module.css';

/** The claim received: its reference, what happens now, the way home. Takes the focus. */
export function ClaimSent({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.form} aria-labelledby="claim-sent-title">
      <h2 id="claim-sent-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('claims.claim.success.title')}
      </h2>
      <dl className={styles.summary}>
        <dt>{t('claims.claim.success.reference')}</dt>
        <dd className={styles.reference} data-testid="claim-reference">
          {reference}
        </dd>
      </dl>
      <p>{t('claims.claim.success.text')}</p>
      <div className={styles.actions}>
        <Button href="/" track="claim-home">
          {t('claims.claim.success.home')}
        </Button>
      </div>
    </section>
  );
}
