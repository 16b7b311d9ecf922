import { useTranslation } from '../../../lib/i18n.ts';
import type { ConfirmationPage, PaymentStatusResponse } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { useAccount } from '../../../lib/session.ts';
import { AlertBlock } from '../components/alert-block.tsx';
import { OtherJourneysBlock } from '../components/other-journeys-block.tsx';
import { PaidPlate } from '../components/paid-plate.tsx';
import { PaidSummary } from '../components/paid-summary.tsx';
import { PromoArticles } from '../components/promo-articles.tsx';
import { ReceiptEmailForm } from '../components/receipt-email-form.tsx';
import { ResultStatus } from '../components/result-status.tsx';
import styles from '../components/result.module.css';

export type SuccessPageType = 'success' | 'duplicated';

export interface SuccessPageProps {
  type: SuccessPageType;
  sessionId: string;
  /** The payment's status; null when the call failed (the blocks that need it stay hidden). */
  status: PaymentStatusResponse | null;
  confirmation: ConfirmationPage;
  email: string | null;
  /** A signed-in customer's address, proposed for the receipt when the payment names none. */
  accountEmail?: string | null;
  /** Where a claim in progress continues (lib/claim-draft.ts); null when there is none. */
  continueClaimHref?: string | null;
}

/**
 * Spec 001 "Success page", for payment/success and payment/duplicated. The receipt (download and
 * e-mail) exists for a SUCCEED payment only: the server refuses it otherwise (receipt_unavailable).
 * A renter (issue 25) is not offered the driver's next steps: the passage alert and the articles
 * lead to pages a renter is sent away from, to its profile; its other trips to pay are its
 * fleet's, in its own list (issue 26 item 12).
 */
export function SuccessPage({
  type,
  sessionId,
  status,
  confirmation,
  email,
  accountEmail = null,
  continueClaimHref = null,
}: SuccessPageProps) {
  const { t } = useTranslation();
  const title = t(`paymentResult.${type}.title`);
  const remaining = status?.remainingJourneys ?? 0;
  const driver = useAccount().accountType !== 'renter';
  // One primary action per screen (issue 26 item 17): trips still due come first, else a claim
  // to finish; the receipt's re-send, the alert and the way home are secondary.
  const otherJourneys = remaining > 0;

  return (
    <div className={styles.page}>
      <PageHead title={title} />
      <ResultStatus outcome={type} title={title}>
        <p>
          {t(type === 'success' ? 'paymentResult.success.text' : 'paymentResult.duplicated.notice')}
        </p>
      </ResultStatus>
      <PaidPlate sessionId={sessionId} />
      {type === 'success' ? (
        <>
          {status ? <PaidSummary status={status} /> : null}
          <ReceiptEmailForm
            sessionId={sessionId}
            initialEmail={email}
            proposedEmail={accountEmail}
            dataRetentionYears={confirmation.dataRetentionYears}
          />
        </>
      ) : (
        <ReceiptEmailForm
          kind="duplicated"
          sessionId={sessionId}
          initialEmail={email}
          proposedEmail={accountEmail}
          dataRetentionYears={confirmation.dataRetentionYears}
        />
      )}
      {otherJourneys ? <OtherJourneysBlock count={remaining} renter={!driver} /> : null}
      {driver && confirmation.canSubscribeAlert ? <AlertBlock /> : null}
      <div className={styles.actions}>
        {continueClaimHref ? (
          <Button
            variant={otherJourneys ? 'secondary' : 'primary'}
            href={continueClaimHref}
            track="payment-result-claim"
          >
            {t('paymentResult.continueClaim')}
          </Button>
        ) : null}
        <Button variant="secondary" href="/" track="payment-result-home">
          {t('paymentResult.home')}
        </Button>
      </div>
      {driver && confirmation.articleList.length > 0 ? (
        <PromoArticles articles={confirmation.articleList} />
      ) : null}
    </div>
  );
}
