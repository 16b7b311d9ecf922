import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type {
  BillingInfo,
  BusinessPayerInput,
  PaymentMethod,
  PaymentMethodType,
} from '@portico/contract';
import { Breadcrumb } from '../../../components/breadcrumb.tsx';
import { Button } from '../../../components/button.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { LoadingPage } from '../../../components/loading-page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePaymentSession } from '../api/create-payment-session.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { BillingForm, emptyBilling } from '../components/billing-form.tsx';
import { CompanyFields } from '../components/company-fields.tsx';
import { PaymentMethodChoice } from '../components/payment-method-choice.tsx';
import { PaymentProblem } from '../components/payment-problem.tsx';
import { PaymentSummary } from '../components/payment-summary.tsx';
import type { PaymentBasket } from '../utils/payment-basket.ts';
import styles from '../components/payment.module.css';
import { LookupExpired } from '../../../components/lookup-expired.tsx';

// A fleet card's form (its number and expiry rules, its call) is downloaded when a fleet card is
// chosen: most drivers pay by bank card, and the phone on a weak network is the main client.
const PrivateCardForm = lazy(async () => ({
  default: (await import('../components/private-card-form.tsx')).PrivateCardForm,
}));

// React Aria's modal code is only downloaded when an unavailable method is chosen.
const MethodUnavailableDialog = lazy(async () => ({
  default: (await import('../components/method-unavailable-dialog.tsx')).MethodUnavailableDialog,
}));

export interface PaymentPageProps {
  /** What to price; null when the lookup's session is gone (the visitor must search again). */
  basket: PaymentBasket | null;
  /** In-app path of the trips list the visitor came from. */
  tripsPath: string;
  /** See BillingForm: a signed-in customer's profile (payment-loader.ts), else empty. */
  initialBilling?: Partial<BillingInfo>;
  /** A visitor's lookup whose session has expired: its plate, for the page to say so. */
  expiredLookup?: { plate: string; countryCode: string } | null;
}

/** Spec 001 "Payment (/payment)": summary panel, choice of method, then card or billing form. */
export function PaymentPage({
  basket,
  tripsPath,
  initialBilling = emptyBilling,
  expiredLookup = null,
}: PaymentPageProps) {
  const { t } = useTranslation();
  const title = t('payment.title');
  return (
    <div className={styles.page}>
      <PageHead title={title} />
      <Breadcrumb
        items={[
          { label: t('common.home'), url: '/' },
          { label: t('payment.tripsToPay'), url: '/travels' },
          { label: title },
        ]}
      />
      <h1 className={styles.title}>{title}</h1>
      {expiredLookup ? (
        <LookupExpired plate={expiredLookup.plate} countryCode={expiredLookup.countryCode} />
      ) : basket ? (
        <PricedPayment basket={basket} tripsPath={tripsPath} initialBilling={initialBilling} />
      ) : (
        <PaymentProblem code="payment_session_invalid" tripsPath={tripsPath} />
      )}
    </div>
  );
}

function PricedPayment({
  basket,
  tripsPath,
  initialBilling,
}: Required<Omit<PaymentPageProps, 'expiredLookup'>> & { basket: PaymentBasket }) {
  const { t } = useTranslation();
  const session = usePaymentSession(basket);
  const methods = usePaymentMethods();
  const [chosen, setChosen] = useState<PaymentMethodType | null>(null);
  const [unavailable, setUnavailable] = useState<PaymentMethod | null>(null);
  const [wasUnavailable, setWasUnavailable] = useState(false);
  const [company, setCompany] = useState<BusinessPayerInput | undefined>(undefined);

  if (session.isPending) return <LoadingPage label={t('payment.loading')} />;
  if (session.isError) {
    const { error } = session;
    const code = isApiError(error) ? error.code : null;
    // A 4xx will not change by asking again; a lost connection or a server error may.
    const retryable = !isApiError(error) || error.status === 0 || error.status >= 500;
    return (
      <PaymentProblem code={code} tripsPath={tripsPath}>
        {retryable ? (
          <Button variant="secondary" onClick={() => void session.refetch()}>
            {t('payment.actions.retry')}
          </Button>
        ) : null}
      </PaymentProblem>
    );
  }

  const payment = session.data;
  const methodsError = methods.isError
    ? isApiError(methods.error)
      ? methods.error.code
      : null
    : undefined;
  return (
    <div className={styles.layout}>
      <PaymentSummary session={payment} />
      <div className={styles.main}>
        {methodsError !== undefined ? (
          <PaymentProblem code={methodsError} tripsPath={tripsPath} />
        ) : null}
        <PaymentMethodChoice
          methods={methods.data ?? null}
          failed={methods.isError}
          value={chosen}
          onChoose={setChosen}
          onUnavailable={(method) => {
            setWasUnavailable(true);
            setUnavailable(method);
          }}
        />
        {chosen !== null ? <CompanyFields value={company} onChange={setCompany} /> : null}
        {chosen === 'CREDIT_CARD' ? (
          <BillingForm
            company={company}
            sessionId={payment.id}
            amount={payment.amount}
            tripsPath={tripsPath}
            initialBilling={initialBilling}
          />
        ) : null}
        {chosen !== null && chosen !== 'CREDIT_CARD' ? (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <PrivateCardForm
              key={chosen}
              company={company}
              cardType={chosen}
              sessionId={payment.id}
              amount={payment.amount}
              tripsPath={tripsPath}
            />
          </Suspense>
        ) : null}
      </div>
      {wasUnavailable ? (
        <Suspense fallback={null}>
          <MethodUnavailableDialog method={unavailable} onClose={() => setUnavailable(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
