import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { resultPageOf } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { paymentStatusQueryOptions } from '../api/get-payment-status.ts';
import { PaidPlate } from '../components/paid-plate.tsx';
import { ResultStatus } from '../components/result-status.tsx';
import { storePaymentSession } from '../utils/payment-session.ts';
import styles from '../components/result.module.css';

export type FailurePageType = 'rejected' | 'waiting' | 'cancelled';

interface FailurePageProps {
  type: FailurePageType;
  sessionId: string;
  /** A fleet-card payment: while PENDING, its charge is being confirmed with the card issuer. */
  fleetCard?: boolean;
}

/**
 * Spec 001 "Result pages" for payment/rejected, waiting and cancelled: a heading and text each.
 * A fleet-card payment waiting is being confirmed with the card's issuer (its answer was lost):
 * the page says so and what to do, above all not to pay again. The next step comes first, as the
 * primary button: "try again" after a refusal or a cancel (the trips to pay are still stored, so
 * the payment page opens a new payment for them), the re-check while waiting.
 */
export function FailurePage({ type, sessionId, fleetCard = false }: FailurePageProps) {
  const { t } = useTranslation();
  const title = t(`paymentResult.${type}.title`);
  const fleetWaiting = type === 'waiting' && fleetCard;
  return (
    <div className={styles.page}>
      <PageHead title={title} />
      <ResultStatus outcome={type} title={title}>
        <p>{t(fleetWaiting ? 'paymentResult.waiting.fleetText' : `paymentResult.${type}.text`)}</p>
      </ResultStatus>
      <PaidPlate sessionId={sessionId} />
      {fleetWaiting ? <p>{t('paymentResult.waiting.fleetNext')}</p> : null}
      {type === 'rejected' || type === 'cancelled' ? (
        <>
          <p>{t(`paymentResult.${type}.hint`)}</p>
          <div className={styles.actions}>
            <Button href="payment" track={`payment-${type}-retry`}>
              {t('paymentResult.retry')}
            </Button>
            {type === 'rejected' ? (
              <Button variant="secondary" href="journeys" track="payment-rejected-trips">
                {t('paymentResult.rejected.trips')}
              </Button>
            ) : null}
            <Button variant="secondary" href="/" track={`payment-${type}-home`}>
              {t('paymentResult.home')}
            </Button>
          </div>
        </>
      ) : null}
      {type === 'waiting' ? <Recheck sessionId={sessionId} fleetCard={fleetCard} /> : null}
    </div>
  );
}

/**
 * Spec 001 section 4: the re-check stores the session id and asks the status again, then routes
 * with the same table as the processing page; still PENDING stays here and says so. A call that
 * fails also stays here and says the check failed (issue 26 item 1): never "refused" for a status
 * not learnt.
 */
function Recheck({ sessionId, fleetCard }: { sessionId: string; fleetCard: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<'none' | 'stillPending' | 'checkFailed'>('none');

  const recheck = async () => {
    storePaymentSession(sessionId);
    setChecking(true);
    setAnswer('none');
    const status = await queryClient
      .fetchQuery({ ...paymentStatusQueryOptions(language, sessionId), staleTime: 0 })
      .catch(() => null);
    setChecking(false);
    const page = resultPageOf(status?.status ?? null);
    if (page === 'waiting') {
      setAnswer(status ? 'stillPending' : 'checkFailed');
      return;
    }
    void navigate(`/${language}/payment/${page}`, { replace: true });
  };

  return (
    <>
      <div className={styles.actions}>
        <Button loading={checking} onClick={() => void recheck()} track="payment-waiting-recheck">
          {t('paymentResult.waiting.recheck')}
        </Button>
      </div>
      <p role="status">
        {answer === 'stillPending'
          ? t(
              fleetCard
                ? 'paymentResult.waiting.fleetStillPending'
                : 'paymentResult.waiting.stillPending',
            )
          : null}
        {answer === 'checkFailed' ? t('paymentResult.waiting.checkFailed') : null}
      </p>
    </>
  );
}
