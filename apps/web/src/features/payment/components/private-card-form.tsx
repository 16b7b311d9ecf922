import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  isPrivateCardExpired,
  privateCardNeedsCvv,
  privateCardNumberLength,
  privateCardValidity,
  resultPageOf,
  type ErrorCode,
  type PrivateCardField,
  type PrivateCardType,
  type BusinessPayerInput,
} from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldErrorKey } from '../../../lib/forms/field-error-key.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import { usePayWithPrivateCard } from '../api/pay-with-private-card.ts';
import {
  privateCardResolver,
  type CheckedPrivateCard,
  type PrivateCardValues,
} from '../utils/private-card-check.ts';
import { storePaymentSessionId } from '../utils/stored-payment.ts';
import { PaymentProblem } from './payment-problem.tsx';
import { PaymentTextField } from './payment-text-field.tsx';
import styles from './payment.module.css';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A well-formed MM/YY whose month has ended: read the clock only when asked (blur, submit). */
const hasExpired = (typed: string) => {
  const validity = privateCardValidity(typed);
  return validity !== null && isPrivateCardExpired(validity, new Date());
};

const emptyCard: PrivateCardValues = { cardNumber: '', cardValidity: '', cvv: '', email: '' };

interface PrivateCardFormProps {
  cardType: PrivateCardType;
  /** The payment session (PaymentSession.id) the card pays. */
  sessionId: string;
  /** Cents, shown on the button. */
  amount: number;
  tripsPath: string;
  /** A business payer's company for the receipt (CompanyFields, issue 26 item 9). */
  company?: BusinessPayerInput;
}

/**
 * Spec 001 section 5 "Private card": the fleet card pays at once, then the result page of its
 * status. The button stays disabled while a field is at fault; each field says why once left
 * (react-hook-form, mode onTouched, with the contract's rules: private-card-check.ts).
 * An expired card is the expiry field's fault (found on blur, on submit, or by the server's
 * answer naming body.cardValidity): the error sits on that field, and a submit sends nothing but
 * moves the focus there (the button stays enabled for it: the spec's rule is about the format).
 */
export function PrivateCardForm({
  cardType,
  sessionId,
  amount,
  tripsPath,
  company,
}: PrivateCardFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const prefix = useId();
  const pay = usePayWithPrivateCard();
  const resolver = useMemo(() => privateCardResolver(cardType), [cardType]);
  const { control, handleSubmit, formState, setFocus } = useForm<
    PrivateCardValues,
    unknown,
    CheckedPrivateCard
  >({ defaultValues: emptyCard, resolver, mode: 'onTouched' });
  const [failure, setFailure] = useState<{ code: ErrorCode | null } | null>(null);
  const [expired, setExpired] = useState(false);
  const [validityFocusRequest, setValidityFocusRequest] = useState(0);
  const needsCvv = privateCardNeedsCvv(cardType);
  const length = privateCardNumberLength[cardType];
  const incomplete = !formState.isValid;

  // After the render that shows the error, so the field is announced with its description.
  useEffect(() => {
    if (validityFocusRequest > 0) setFocus('cardValidity');
  }, [validityFocusRequest, setFocus]);

  const problem = (field: PrivateCardField) => {
    const key = fieldErrorKey(formState.errors[field]);
    if (key) return t(key, { length });
    return field === 'cardValidity' && expired ? t('payment.card.problems.cardExpired') : null;
  };
  const pointAtExpiry = () => {
    setExpired(true);
    setValidityFocusRequest((count) => count + 1);
  };

  const payWith = (card: CheckedPrivateCard) => {
    if (isPrivateCardExpired(card.cardValidity, new Date())) return pointAtExpiry();
    setFailure(null);
    storePaymentSessionId(sessionId);
    pay.mutate(
      { sessionId, cardType, ...card, ...(company ? { company } : {}) },
      {
        onSuccess: (result) =>
          void navigate(localizedPath(language, `payment/${resultPageOf(result.status)}`)),
        onError: (error) => {
          // No answer (the network, a server error): the card may have been charged. Its status
          // is not known, so the waiting page asks for it, never a refusal (issue 26 item 1).
          if (!isApiError(error) || error.status >= 500) {
            void navigate(localizedPath(language, 'payment/waiting'));
            return;
          }
          const onExpiry = error.details.some((detail) => detail.path === 'body.cardValidity');
          if (onExpiry) pointAtExpiry();
          else setFailure({ code: error.code });
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The disabled button cancels its click, Enter's too; a form sent another way stops here.
    if (incomplete || pay.isPending || pay.isSuccess) return;
    void handleSubmit(payWith)(event);
  };

  const incompleteId = `${prefix}-incomplete`;
  const cardName = t(`payment.methods.${cardType}`);
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className={styles.formTitle}>
        {t('payment.card.title', { card: cardName })}
      </h2>
      {failure ? <PaymentProblem code={failure.code} tripsPath={tripsPath} /> : null}
      <p className={styles.note}>{t('payment.card.requiredNote')}</p>
      <Controller
        name="cardNumber"
        control={control}
        render={({ field }) => (
          <PaymentTextField
            ref={field.ref}
            id={`${prefix}-number`}
            label={t('payment.card.number')}
            hint={t('payment.card.numberHint', { length })}
            value={field.value}
            onChange={(value) => field.onChange(digitsOnly(value))}
            onBlur={field.onBlur}
            error={problem('cardNumber')}
            maxLength={length}
            inputMode="numeric"
            autoComplete="cc-number"
          />
        )}
      />
      <Controller
        name="cardValidity"
        control={control}
        render={({ field }) => (
          <PaymentTextField
            ref={field.ref}
            id={`${prefix}-validity`}
            label={t('payment.card.validity')}
            hint={t('payment.card.validityHint')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              setExpired(false);
            }}
            onBlur={() => {
              field.onBlur();
              setExpired(hasExpired(field.value));
            }}
            error={problem('cardValidity')}
            maxLength={5}
            inputMode="numeric"
            autoComplete="cc-exp"
          />
        )}
      />
      {needsCvv ? (
        <Controller
          name="cvv"
          control={control}
          render={({ field }) => (
            <PaymentTextField
              ref={field.ref}
              id={`${prefix}-cvv`}
              label={t('payment.card.cvv')}
              hint={t('payment.card.cvvHint')}
              value={field.value}
              onChange={(value) => field.onChange(digitsOnly(value))}
              onBlur={field.onBlur}
              error={problem('cvv')}
              maxLength={3}
              inputMode="numeric"
              autoComplete="cc-csc"
            />
          )}
        />
      ) : null}
      <Controller
        name="email"
        control={control}
        render={({ field }) => (
          <PaymentTextField
            ref={field.ref}
            id={`${prefix}-email`}
            label={t('payment.card.email')}
            hint={t('payment.card.emailHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={problem('email')}
            maxLength={100}
            type="email"
            autoComplete="email"
          />
        )}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={incomplete}
          loading={pay.isPending || pay.isSuccess}
          aria-describedby={incomplete ? incompleteId : undefined}
          track="payment-private-card-submit"
        >
          {t('payment.card.submit', { amount: formatMoney(amount, language) })}
        </Button>
      </div>
      {incomplete ? (
        <p id={incompleteId} className={styles.note}>
          {t('payment.card.incomplete')}
        </p>
      ) : null}
    </form>
  );
}
