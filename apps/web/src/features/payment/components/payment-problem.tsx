import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ErrorCode } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { errorMessageKey } from '../../../lib/errors.ts';
import { paymentWayOut } from '../utils/payment-problem.ts';
import styles from './payment.module.css';

interface PaymentProblemProps {
  code: ErrorCode | null;
  /** In-app path of the trips list the visitor came from. */
  tripsPath: string;
  children?: ReactNode;
}

/** A refused payment call: the catalogue's text, announced, with the way out the code calls for. */
export function PaymentProblem({ code, tripsPath, children }: PaymentProblemProps) {
  const { t } = useTranslation();
  const wayOut = paymentWayOut(code);
  return (
    <div role="alert" className={styles.problem}>
      <p>{t(errorMessageKey(code))}</p>
      {wayOut || children ? (
        <div className={styles.actions}>
          {wayOut === 'searchAgain' ? (
            <Button variant="secondary" href="form/payment" track="payment-search-again">
              {t('payment.actions.searchAgain')}
            </Button>
          ) : null}
          {wayOut === 'checkResult' ? (
            <Button variant="secondary" href="payment/waiting" track="payment-check-result">
              {t('payment.actions.checkResult')}
            </Button>
          ) : null}
          {wayOut === 'backToTrips' ? (
            <Button variant="secondary" href={tripsPath} track="payment-back-to-trips">
              {t('payment.actions.backToTrips')}
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
