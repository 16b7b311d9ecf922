import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { getPaymentStatus, paymentStatusQueryOptions } from '../api/get-payment-status.ts';
import { awaitPaymentOutcome } from '../utils/await-payment-outcome.ts';
import styles from '../components/result.module.css';

/**
 * Spec 001 "Processing": where the PSP sends the browser back. Waits for the payment's outcome
 * (polling while PENDING), then replaces itself with the result page of the contract's table.
 * The last status goes to the query cache, so the result page does not ask again.
 */
export function ProcessingPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const controller = new AbortController();
    awaitPaymentOutcome({
      fetchStatus: (signal) => getPaymentStatus(language, sessionId, signal),
      signal: controller.signal,
    }).then(
      ({ page, status }) => {
        const { queryKey } = paymentStatusQueryOptions(language, sessionId);
        if (status) queryClient.setQueryData(queryKey, status);
        void navigate(`/${language}/payment/${page}`, { replace: true });
      },
      () => undefined, // Aborted: the page was left.
    );
    return () => controller.abort();
  }, [language, sessionId, navigate, queryClient]);

  return (
    <div className={styles.page}>
      <PageHead title={t('paymentResult.processing.title')} />
      <h1 className={styles.title}>{t('paymentResult.processing.title')}</h1>
      <div className={styles.waiting}>
        <Spinner />
        <div role="status">
          <p className={styles.lead}>{t('paymentResult.processing.wait')}</p>
          <p>{t('paymentResult.processing.keepOpen')}</p>
        </div>
      </div>
    </div>
  );
}
